export function attribute(attributes: string, name: string): string | undefined;
