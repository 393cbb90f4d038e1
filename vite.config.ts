import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    reactRouter(),
    // The context token module must be the same instance in server.ts and in the SSR bundle.
    fastifyReactRouterDev({ entry: "./server.ts", externalizeServerEntryImports: ["#app/context.ts"] }),
  ],
  build: { target: "es2022" },
});
