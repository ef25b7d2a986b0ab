/**
 * The HTML template Docusaurus fills for every page (`ssrTemplate`): its own
 * default, as in @docusaurus/core 3.10.2, with one change: NUL characters are
 * taken out of the rendered app. React 18's `renderToPipeableStream` flushes
 * the unwritten tail of its 2 KB buffer as NUL bytes when a multi-byte
 * character meets the buffer's end (react#31134, docusaurus#9985); the text
 * around them is intact, and NUL is never part of a page. React 19 fixes it
 * but adds to every page's JavaScript; SWC's HTML minifier hides it, but this
 * site turns that minifier off (docusaurus.config.ts). This is the one place
 * a page's HTML is put together, so the pages and everything read from them
 * (search index, Markdown copies, llms-full.txt) never hold a NUL.
 * tests/unit/ssr-template-seam.test.ts compares it with the installed default.
 */
/** The template's expression for the app's HTML, in place of Docusaurus's `it.appHtml`. */
export const APP_HTML_WITHOUT_NUL = "it.appHtml.replaceAll('\\u0000', '')";

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ ${APP_HTML_WITHOUT_NUL} %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
