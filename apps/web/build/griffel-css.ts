import { createHash } from 'node:crypto';
import MagicString from 'magic-string';
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering } from '@griffel/core';
import type { Plugin } from 'vite';

/** A rule as Griffel's build output gives it: its CSS text, and the media query and priority of its style sheet. */
type BucketEntry = string | [string, { m?: string; p?: number }];
type CssRules = Record<string, BucketEntry[]>;

interface ExtractedRule {
  bucket: string;
  media: string;
  priority: number;
  css: string;
}

/**
 * The calls Griffel's build output makes (Fluent ships them, and our makeStyles become them at build time), the calls
 * that take the same class names without the CSS, and how many arguments (the class names) they keep; the CSS rules
 * are the argument after those. @griffel/core has both too, for hooks that pass the renderer themselves
 * (FluentProvider's).
 */
const INSERTING_CALLS = { __styles: '__css', __resetStyles: '__resetCSS' } as const;
const KEPT_ARGUMENTS = { __styles: 1, __resetStyles: 2 } as const;
type InsertingCall = keyof typeof INSERTING_CALLS;
const GRIFFEL_PACKAGES = ['@griffel/react', '@griffel/core'];

interface GriffelImport {
  call: InsertingCall;
  from: string;
}

/**
 * Takes Griffel's CSS out of the JavaScript into one style sheet the page links, as Griffel's own extraction plugin
 * does for Webpack: `__styles(classes, rules)` becomes `__css(classes)` and `__resetStyles(ltr, rtl, rules)` becomes
 * `__resetCSS(ltr, rtl)`, so no rule is inserted while React commits a page. Inserting them there, one `insertRule`
 * at a time, was the largest part of the first commit on a slow phone. The sheet orders the rules as Griffel's runtime
 * orders its `<style>` elements (by bucket, then media query, then priority), which is what lets a hover rule win over
 * a plain one, and a media query over both. One sheet for the whole app: sheets per chunk would be ordered by when
 * each chunk arrives, not by bucket. Build only: the dev server keeps Griffel's runtime.
 */
export function griffelCss(): Plugin {
  const rulesByModule = new Map<string, ExtractedRule[]>();
  return {
    name: 'central:griffel-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/@griffel/') || !/__(?:styles|resetStyles)\b/.test(code) || !code.includes('@griffel/')) return null;
      const program = this.parse(code) as unknown as Program;
      const locals = griffelImports(program);
      if (locals.size === 0) return null;
      const output = new MagicString(code);
      const extracted: ExtractedRule[] = [];
      const replacements = new Map<string, string>();
      walk(program, (node) => {
        if (node.type !== 'CallExpression' || node.callee?.type !== 'Identifier') return;
        const imported = locals.get(node.callee.name!);
        if (!imported) return;
        const { call, from } = imported;
        const args = node.arguments!;
        const lastKept = args[KEPT_ARGUMENTS[call] - 1];
        const rulesArgument = args[KEPT_ARGUMENTS[call]];
        const rules = rulesArgument ? staticValue(rulesArgument) : undefined;
        if (!lastKept || !rulesArgument || typeof rules !== 'object' || rules === null)
          return this.error(`${call} without literal CSS rules, in ${id}`);
        // __resetStyles takes its rules as an array in older builds, as buckets ('r' and 's') in newer ones.
        extracted.push(...flatten(Array.isArray(rules) ? { r: rules as BucketEntry[] } : (rules as CssRules)));
        const local = `__griffel_${from === '@griffel/core' ? 'core' : 'react'}${INSERTING_CALLS[call]}`;
        output.overwrite(node.callee.start, node.callee.end, local);
        output.remove(lastKept.end, rulesArgument.end);
        replacements.set(local, `import { ${INSERTING_CALLS[call]} as ${local} } from '${from}';`);
      });
      if (replacements.size === 0) return null;
      rulesByModule.set(id, extracted);
      output.append(`\n${[...replacements.values()].join('\n')}\n`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const included = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
      const css = styleSheetOf(included.flatMap((id) => rulesByModule.get(id) ?? []));
      const fileName = `assets/griffel-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes('<script type="module"')) {
        return this.error('no index.html with an entry script in the bundle to link the style sheet from');
      }
      // Before the entry script, so the browser asks for both at once; the sheet is render-blocking, as the page's
      // rules must be in before its first paint.
      html.source = html.source.replace(
        '<script type="module"',
        `<link rel="stylesheet" crossorigin href="/${fileName}">\n    <script type="module"`,
      );
    },
  };
}

/** The rules in Griffel's runtime order, each once (components share atomic rules). */
export function styleSheetOf(rules: ExtractedRule[]): string {
  const order = new Map<string, number>(styleBucketOrdering.map((bucket, index) => [bucket, index]));
  const seen = new Set<string>();
  const unique = rules.filter((rule) => !seen.has(rule.css) && seen.add(rule.css));
  const sorted = unique
    .map((rule, position) => ({ rule, position }))
    .sort(
      ({ rule: a, position: p }, { rule: b, position: q }) =>
        order.get(a.bucket)! - order.get(b.bucket)! || defaultCompareMediaQueries(a.media, b.media) || a.priority - b.priority || p - q,
    );
  return sorted.map(({ rule }) => rule.css).join('\n');
}

function flatten(rules: CssRules): ExtractedRule[] {
  return Object.entries(rules).flatMap(([bucket, entries]) => {
    if (!styleBucketOrdering.includes(bucket as never)) throw new Error(`unknown Griffel bucket "${bucket}"`);
    return entries.map((entry) => {
      const [css, metadata = {}] = normalizeCSSBucketEntry(entry) as [string, { m?: string; p?: number }?];
      return { bucket, media: metadata.m ?? '', priority: metadata.p ?? 0, css };
    });
  });
}

/** The ESTree nodes this pass reads, as Rolldown's parser gives them. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
  callee?: Node & { name?: string };
  arguments?: Node[];
}
interface Program extends Node {
  body: Node[];
}

/** The local names of `__styles` and `__resetStyles` imported from Griffel, and where from. */
function griffelImports(program: Program): Map<string, GriffelImport> {
  const locals = new Map<string, GriffelImport>();
  for (const statement of program.body) {
    const from = statement.type === 'ImportDeclaration' ? (statement.source as { value: string }).value : '';
    if (!GRIFFEL_PACKAGES.includes(from)) continue;
    for (const specifier of statement.specifiers as Array<{ type: string; imported?: { name: string }; local: { name: string } }>) {
      const imported = specifier.imported?.name;
      if (specifier.type === 'ImportSpecifier' && imported && imported in INSERTING_CALLS)
        locals.set(specifier.local.name, { call: imported as InsertingCall, from });
    }
  }
  return locals;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/** The value of a literal made of objects, arrays, strings and numbers; undefined for anything else. */
function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || node.value === null ? node.value : undefined;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return (node.expressions as Node[]).length === 0 ? quasis[0]!.value.cooked : undefined;
    }
    case 'UnaryExpression': {
      const value = node.operator === '-' ? staticValue(node.argument as Node) : undefined;
      return typeof value === 'number' ? -value : undefined;
    }
    case 'ArrayExpression': {
      const values = (node.elements as Node[]).map((element) => (element ? staticValue(element) : undefined));
      return values.includes(undefined) ? undefined : values;
    }
    case 'ObjectExpression': {
      const entries: Array<[string, unknown]> = [];
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return undefined;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = staticValue(property.value as Node);
        if (name === undefined || value === undefined) return undefined;
        entries.push([name, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}
