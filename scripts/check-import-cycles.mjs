// Import cycles between folders: imports must go one way (pages → features → shared UI and lib); `npm test` runs it for apps/web. Reads the
// static and dynamic imports of every TypeScript file of a workspace, resolves relative and `@/` paths, folds
// files into their folders and reports every group of folders that import each other. Exits 1 when there is one.
//
//   node scripts/check-import-cycles.mjs            # apps/web and apps/api
//   node scripts/check-import-cycles.mjs apps/web   # one workspace (what `npm test` runs)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { root } from "./lib.mjs";

const WORKSPACES = [
  { name: "apps/web", alias: "@/", sources: ["app", "components", "lib", "messages"], skip: /\.(test|spec)\.tsx?$/ },
  { name: "apps/api", alias: null, sources: ["src"], skip: /\.test\.ts$/ },
];
// `import type` and `export type` are left out: they are erased from the code that runs.
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function files(directory) {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === "node_modules" ? [] : files(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry) && !entry.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file an import names, or null for a package. */
function resolveImport(from, specifier, workspace, base) {
  let target;
  if (specifier.startsWith(".")) target = resolve(dirname(from), specifier);
  else if (workspace.alias && specifier.startsWith(workspace.alias)) target = join(base, specifier.slice(workspace.alias.length));
  else return null;
  target = target.replace(/\.(m?js)$/, "");
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}.mts`, `${target}.mjs`, join(target, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strongly connected groups of more than one folder (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return groups;
}

const only = process.argv[2];
const checked = only ? WORKSPACES.filter((workspace) => workspace.name === only) : WORKSPACES;
if (checked.length === 0) throw new Error(`Unknown workspace: ${only}`);
let found = 0;
for (const workspace of checked) {
  const base = join(root, workspace.name);
  const graph = new Map();
  const examples = new Map();
  for (const file of workspace.sources.flatMap((source) => files(join(base, source)))) {
    if (workspace.skip.test(file)) continue;
    const from = relative(base, dirname(file));
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2], workspace, base);
      if (!target) continue;
      const to = relative(base, dirname(target));
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      examples.set(`${from} → ${to}`, relative(base, file));
      if (!graph.has(to)) graph.set(to, new Set());
    }
  }
  for (const group of cycles(graph)) {
    found += 1;
    console.error(`✗ ${workspace.name}: these folders import each other: ${group.join(", ")}`);
    for (const from of group)
      for (const to of graph.get(from))
        if (group.includes(to)) console.error(`    ${from} → ${to}  (${examples.get(`${from} → ${to}`)})`);
  }
}
if (found === 0) console.log(`✓ Aucun cycle d’imports entre dossiers (${checked.map((workspace) => workspace.name).join(", ")}).`);
process.exit(found === 0 ? 0 : 1);
