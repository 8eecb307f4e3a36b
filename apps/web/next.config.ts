import type { NextConfig } from "next";
import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { IMAGE_SIZES, IMAGE_WIDTHS } from "@shop/domain/constants";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build folder lets a development server run beside a production build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  transpilePackages: ["@shop/domain"],
  experimental: {
    // Two root layouts (the shop's and the back office's): an address no route matches gets app/global-not-found.tsx.
    globalNotFound: true,
    // `proxy.ts` hands the API only the first 10 MB of a body by default: a 15 MB picture would reach it cut short.
    // A little over the API's own limit, so that the API, which reads the announced length first, always answers.
    proxyClientMaxBodySize: CATALOGUE_LIMITS.pictureBytes + 1024 * 1024,
  },
  // `/api/*` and `/media/*` are forwarded to the API by `proxy.ts`, which reads the API's address at run time.
  // Public fonts are named by their content (components/layout/arabic-font.ts): a new cut is a new address.
  async headers() {
    return [
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // The build's files get no page's headers (proxy.ts skips them): a script is never read as anything else.
      { source: "/_next/static/:file*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
    ];
  },
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [...IMAGE_SIZES],
    // WebP only: AVIF encoding is several times slower on the 2-core machines.
    formats: ["image/webp"],
    localPatterns: [{ pathname: "/media/**" }],
  },
};

export default nextConfig;
