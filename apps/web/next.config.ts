import type { NextConfig } from "next";
import { IMAGE_WIDTHS } from "@shop/domain/constants";

/** Where the API listens. The rewrites are written into the build, so build with the real API_URL (npm start rebuilds when it changes). */
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build folder lets a development server run beside a production build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  transpilePackages: ["@shop/domain"],
  // The browser only ever talks to the web origin: the API and its media are proxied, so cookies stay first-party.
  async rewrites() {
    return [
      { source: "/api/:path*", destination: `${apiUrl}/api/:path*` },
      { source: "/media/:path*", destination: `${apiUrl}/media/:path*` },
    ];
  },
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
    // 70: search suggestions, 294: cart line and card images (spec §9).
    imageSizes: [70, 96, 128, 256, 294, 384],
    // WebP only: AVIF encoding is several times slower on the 2-core machines.
    formats: ["image/webp"],
    localPatterns: [{ pathname: "/media/**" }],
  },
};

export default nextConfig;
