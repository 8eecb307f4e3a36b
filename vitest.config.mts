import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        // Server components are rendered to HTML in Node (react-dom/server): "@/…" imports and JSX resolve here.
        resolve: { tsconfigPaths: true },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "web",
          root: "apps/web",
          include: [
            "lib/**/*.test.ts",
            "lib/**/*.test.tsx",
            "components/**/*.test.tsx",
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "messages/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["test/**/*.test.mjs"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          globalSetup: ["./test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
