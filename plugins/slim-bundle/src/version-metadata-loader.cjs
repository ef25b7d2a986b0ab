/**
 * Webpack/Rspack loader for the docs plugin's version metadata module (the
 * `p/*.json` data every doc page loads). It drops each doc's `description`
 * from `version.docs`: the theme reads those only for generated-index
 * category cards, which this site does not use, and they were more than half
 * of the module. It also drops `unlisted: false` from sidebar items (the
 * theme only tests it for truth). Any other JSON passes through unchanged.
 *
 * CommonJS because the bundler requires loaders directly from Node.
 *
 * @param {string} source
 * @returns {string}
 */
function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  const listedByDefault = (items) => {
    for (const item of Array.isArray(items) ? items : []) {
      if (item && item.unlisted === false) delete item.unlisted;
      if (item && item.items) listedByDefault(item.items);
    }
  };
  for (const sidebar of Object.values(data.version.docsSidebars || {})) listedByDefault(sidebar);
  return JSON.stringify(data);
}

module.exports = stripDocDescriptions;
module.exports.stripDocDescriptions = stripDocDescriptions;
