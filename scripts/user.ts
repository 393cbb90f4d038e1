/**
 * `npm run user -- add <email> --role admin|editor` and `npm run user -- passwd <email>`.
 * The password is read from the PASSWORD variable, or asked for (hidden), or generated and printed.
 */
import { createInterface } from "node:readline/promises";
import { generatePassword, hashPassword } from "../app/server/auth/passwords.ts";
import { createServices } from "../app/server/bootstrap.ts";
import { loadConfig } from "../app/server/config.ts";

const [command, email, ...rest] = process.argv.slice(2);
const roleIndex = rest.indexOf("--role");
const role = roleIndex >= 0 ? rest[roleIndex + 1] : "editor";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    "Usage: npm run user -- add <email> --role admin|editor\n       npm run user -- passwd <email>\n       npm run user -- list",
  );
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.PASSWORD) return process.env.PASSWORD;
  if (!process.stdin.isTTY) return "";
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question("Password (empty: generate one): ");
  rl.close();
  return answer;
}

if (command !== "list" && (!email || !/^[^@\s]+@[^@\s]+$/.test(email))) usage("Give a valid e-mail address.");
if (command === "add" && role !== "admin" && role !== "editor") usage("--role must be admin or editor.");

const { services } = await createServices(loadConfig(), { seed: false });
const { store } = services;
try {
  if (command === "list") {
    for (const u of await store.listUsers()) console.log(`${u.email}\t${u.role}\t${u.createdAt}`);
  } else if (command === "add" || command === "passwd") {
    const target = email as string;
    const exists = await store.getUserByEmail(target);
    if (command === "add" && exists) usage(`${target} already exists: use passwd to change the password.`);
    if (command === "passwd" && !exists) usage(`${target} does not exist: use add.`);
    let password = await askPassword();
    const generated = !password;
    if (generated) password = generatePassword();
    if (password.length < 10) usage("The password must have at least 10 characters.");
    const hash = await hashPassword(password);
    if (command === "add") await store.createUser(target, hash, role as "admin" | "editor");
    else await store.setPassword(target, hash);
    console.log(`${command === "add" ? `Added ${role}` : "New password for"} ${target.toLowerCase()}.`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } else {
    usage();
  }
} finally {
  await store.close();
}
