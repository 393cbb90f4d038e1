import type { InventoryContext } from "../../content/data-inventory.ts";
import type { Config } from "../config.server.ts";

/** What the data inventory's texts say of the running configuration: its retentions and its model. */
export function inventoryContext(config: Pick<Config, "retention" | "llm">): InventoryContext {
  return { retention: config.retention, ...(config.llm ? { model: config.llm.model } : {}) };
}
