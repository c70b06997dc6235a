// doiuse ships types under types/, which its package.json "exports" does not point to.
declare module 'doiuse/lib/DoIUse.js' {
  import type { Plugin } from 'postcss';
  interface Usage {
    feature: string;
    message: string;
  }
  export default class DoIUse implements Plugin {
    constructor(options: { browsers: string[]; ignore?: string[]; onFeatureUsage?: (usage: Usage) => void });
    postcssPlugin: string;
  }
}
