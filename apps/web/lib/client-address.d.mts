export declare const CLIENT_ADDRESS_HEADER: "x-shop-client-address";

export declare function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string;
