/** Types of site-cache-handler.mjs (plain JavaScript: Next imports it at run time). */
declare const SiteCacheHandler: new (context: object) => object;
export default SiteCacheHandler;
