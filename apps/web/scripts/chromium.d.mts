export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FIRST_VISIT_STORAGE: string[];
