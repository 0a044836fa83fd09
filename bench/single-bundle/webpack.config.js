// `pnpm bench` builds this: the shell and the payments remote as ONE ordinary webpack build (no Module
// Federation), to compare the JavaScript a first visit transfers with the federated build.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { moduleRules } = require('@portal/federation');

const ROOT = path.resolve(__dirname, '../..');
module.exports = {
  mode: 'production',
  context: ROOT,
  entry: { main: './shell/src/bootstrap.tsx' },
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: { rules: moduleRules() },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(
      /^\.{1,2}\/(federation\/)?remotes$/,
      path.join(__dirname, 'remotes.ts'),
    ),
    new webpack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILD_ID__: JSON.stringify('single-bundle'),
    }),
    new HtmlWebpackPlugin({
      template: path.join(ROOT, 'shared/federation/src/index.html'),
      title: 'Student Portal',
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
