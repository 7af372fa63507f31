// Types of lint/feature-modules.js for the TypeScript that imports it (its test).
import type { Rule } from 'eslint';

export function placeOf(rel: string): { feature: string | null; kind: 'shared' | 'operation' | 'nested' | 'leaf' | 'jobs' | 'use case' } | null;
export const featureModules: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
