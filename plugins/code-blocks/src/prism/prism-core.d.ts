declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
