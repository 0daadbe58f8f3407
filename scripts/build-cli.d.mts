// Types for scripts/build-cli.mjs (plain JavaScript: it runs before anything is built).
export declare const CLI_DIR: string;
export declare const CLI_ENTRY: string;
export declare function cliIsStale(cliDir?: string, sourceRoot?: string): boolean;
export declare function buildCli(): Promise<boolean>;
