/** What a route says about itself for the OpenAPI document (Fastify route `schema` keys, documentation only). */
declare module 'fastify' {
  interface FastifySchema {
    tags?: readonly string[];
    summary?: string;
    description?: string;
  }
  interface FastifyContextConfig {
    /** The generated schema slug of the request body and of the answer ('list:<slug>' for a paginated list). */
    docs?: { body?: string; response?: string; public?: boolean; versioned?: boolean };
  }
}
export {};
