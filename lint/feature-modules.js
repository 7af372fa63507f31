// The feature modules of services/ (docs/decisions/039-feature-modules.md), as a lint rule that
// reads every relative import of a file in services/ and says what may not be:
//
//   services/<feature>/<verb-noun>.ts         a use case: takes the context, checks the actor;
//                                             called only by server/, app/, scripts and jobs —
//                                             never imported by another file of services/
//   services/<feature>/operations/*.ts        the feature's operations: what its use cases share
//                                             and the only thing other features call; never a
//                                             guard (services/actors.ts is the use cases')
//   services/<feature>/*-{views,types,       leaves: shapes, texts, form input, cookies; they
//     messages,input,cookies}.ts              import no operation and no use case
//   services/<feature>/*-jobs.ts              the feature's job list (server/jobs reads it)
//   services/*.ts, services/adapters/         shared by every feature; they import no feature
//
// and the floors: a feature imports only features on a lower floor, in the written order
// (option `floors`, lowest first), so no two features ever import each other. A feature named
// in `pending` is not checked yet (its move is under way).
import path from 'node:path';

const LEAF = /-(views|types|messages|input|cookies)\.tsx?$/;
const JOBS = /-jobs\.tsx?$/;

/** Where a path of the repository stands in services/, or null outside it. */
export function placeOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'services' || parts.length < 2) return null;
  if (parts.length === 2 || parts[1] === 'adapters') return { feature: null, kind: 'shared' };
  const feature = parts[1];
  if (parts[2] === 'operations') return { feature, kind: 'operation' };
  if (parts.length > 3) return { feature, kind: 'nested' };
  if (LEAF.test(parts[2])) return { feature, kind: 'leaf' };
  if (JOBS.test(parts[2])) return { feature, kind: 'jobs' };
  return { feature, kind: 'use case' };
}

function withExtension(rel) {
  return /\.(ts|tsx|js|mjs)$/.test(rel) ? rel : `${rel}.ts`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureModules = {
  meta: {
    type: 'problem',
    docs: { description: 'services/: use cases above operations, features on floors (docs/decisions/039-feature-modules.md)' },
    schema: [
      {
        type: 'object',
        properties: {
          floors: { type: 'array', items: { type: 'string' } },
          pending: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      useCase: "'{{target}}' is a use case: use cases are called only by server/, app/, scripts and jobs, never by another file of services/. Move what both need into services/{{feature}}/operations/.",
      jobs: "'{{target}}' is a job list: only server/jobs reads it.",
      nested: "'{{target}}' is neither a use case, an operation nor a leaf: a feature's folders are operations/ only.",
      leaf: "'{{target}}' is an operation: views, types, messages, input and cookies are leaves and import none.",
      floor: "services/{{from}} may not import services/{{to}}: a feature imports only features on a lower floor ({{order}}).",
      unknownFloor: "services/{{feature}} has no floor: add it to the floors in eslint.config.js.",
      shared: "'{{target}}' belongs to a feature: services/*.ts and services/adapters/ are shared by every feature and import none.",
      guard: 'Operations never decide who may act: guards (services/actors.ts) are the use cases\'.',
    },
  },
  create(context) {
    const { floors = [], pending = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const fileRel = path.relative(root, context.filename).split(path.sep).join('/');
    const from = placeOf(fileRel);
    if (!from || /\.test\.tsx?$/.test(fileRel) || pending.includes(from.feature)) return {};

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const targetRel = withExtension(path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), spec)));
      const to = placeOf(targetRel);
      if (!to) return;
      const target = targetRel;
      const ownJobList = from.kind === 'jobs' && from.feature === to.feature;
      if (to.kind === 'use case' && !ownJobList) return context.report({ node, messageId: 'useCase', data: { target, feature: to.feature } });
      if (to.kind === 'jobs') return context.report({ node, messageId: 'jobs', data: { target } });
      if (to.kind === 'nested') return context.report({ node, messageId: 'nested', data: { target } });
      if (from.kind === 'leaf' && to.kind === 'operation') return context.report({ node, messageId: 'leaf', data: { target } });
      if (from.kind === 'operation' && targetRel === 'services/actors.ts') return context.report({ node, messageId: 'guard' });
      if (from.kind === 'shared' && to.feature) return context.report({ node, messageId: 'shared', data: { target } });
      if (from.feature && to.feature && from.feature !== to.feature) {
        for (const feature of [from.feature, to.feature]) {
          if (!floors.includes(feature)) return context.report({ node, messageId: 'unknownFloor', data: { feature } });
        }
        if (floors.indexOf(to.feature) > floors.indexOf(from.feature)) {
          return context.report({ node, messageId: 'floor', data: { from: from.feature, to: to.feature, order: floors.join(' < ') } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-modules': featureModules } };
