// Style sheets imported by the site's modules: nothing to apply in jsdom.
module.exports = {}
