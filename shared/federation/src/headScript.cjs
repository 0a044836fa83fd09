// The shell's head script: a webpack entry of its own whose file the HTML page loads as a classic, blocking
// script at the start of <head>, before the first paint (shared/ui/src/scheme/head.ts puts the colour scheme in
// force there, so a dark page never flashes light; then the host's own head modules run: the shell's asks for
// portal.config.json and remotes.json while main.js is still on its way).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { REPO_ROOT } = require('./apps.cjs');

/** The head entry's source. */
const HEAD_SCRIPT = path.join(REPO_ROOT, 'shared/ui/src/scheme/head.ts');
/** The head entry's name (its file: head.<contenthash>.js). */
const HEAD_ENTRY = 'head';

/** An entry's file name: plain (main.js, named by the federation runtime), but the head script's carries its
 * hash in a production build (nothing but the HTML names it), so it is cached as immutable. */
const entryFileName = (dev) => (data) =>
  !dev && data.chunk?.name === HEAD_ENTRY ? '[name].[contenthash:8].js' : '[name].js';

/**
 * Makes the head entry's script a classic, blocking one at the start of <head> (the other entries keep their
 * `defer`): it must run before the first paint. Its file is hashed, so the CSP's script-src 'self' and the
 * immutable cache of hashed files cover it; no inline script.
 */
class BlockingHeadScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BlockingHeadScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BlockingHeadScriptPlugin', (data) => {
        const isHead = (tag) =>
          tag.tagName === 'script' &&
          new RegExp(`(^|/)${HEAD_ENTRY}\\.([0-9a-f]{8}\\.)?js(\\?|$)`).test(
            String(tag.attributes.src ?? ''),
          );
        const heads = [...data.headTags, ...data.bodyTags].filter(isHead);
        for (const tag of heads) {
          tag.attributes.defer = false;
          tag.attributes.type = undefined;
        }
        data.headTags = [...heads, ...data.headTags.filter((tag) => !isHead(tag))];
        data.bodyTags = data.bodyTags.filter((tag) => !isHead(tag));
        return data;
      });
    });
  }
}

module.exports = { BlockingHeadScriptPlugin, HEAD_ENTRY, HEAD_SCRIPT, entryFileName };
