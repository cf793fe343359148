export function sourceHash(root?: string): string;
export const STAMP_FILE: string;
