declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded demo shops, one per set of settings (shop-server.ts). */
    demoTemplateRoot: string;
  }
}

export {};
