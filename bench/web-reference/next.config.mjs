// The reference the storefront's pages are measured against (`npm run bench:web`): a bare App Router page, one
// server component, no client component of ours. Whatever it scores on a machine is the framework's floor there.
/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false };

export default nextConfig;
