/**
 * Accounts of the editing area:
 *   npm run user -- add <email> --role admin|editor|author     npm run user -- passwd <email>
 *   npm run user -- role <email> admin|editor|author           npm run user -- remove <email>
 *   npm run user -- list
 * A password is read from the PASSWORD variable, or asked for (hidden), or generated and printed.
 * A new password, a new role or a removal ends every session of that user at once.
 */
import { createInterface } from "node:readline/promises";
import { generatePassword, hashPassword } from "../app/server/auth/passwords.server.ts";
import { createServices } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { isRole, type Role } from "../app/content/roles.ts";
import { UserExistsError } from "../app/server/store/store.server.ts";

const USAGE = `Usage: npm run user -- add <email> --role admin|editor|author
       npm run user -- passwd <email>
       npm run user -- role <email> admin|editor|author
       npm run user -- remove <email>
       npm run user -- list`;

const [command, email, ...rest] = process.argv.slice(2);
const roleIndex = rest.indexOf("--role");
const role = command === "role" ? rest[0] : roleIndex >= 0 ? rest[roleIndex + 1] : "editor";

/** Misuse: exit code 2 with the usage. */
function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

/** A refused or impossible change: exit code 1, no usage (the command itself was right). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function askPassword(): Promise<string> {
  if (process.env.PASSWORD) return process.env.PASSWORD;
  if (!process.stdin.isTTY) return "";
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question("Password (empty: generate one): ");
  rl.close();
  return answer;
}

async function newPasswordHash(): Promise<{ hash: string; generated?: string }> {
  const given = await askPassword();
  const password = given || generatePassword();
  if (password.length < 10) usage("The password must have at least 10 characters.");
  return { hash: await hashPassword(password), generated: given ? undefined : password };
}

const LAST_ADMIN = (target: string, what: string) =>
  `Refused: ${target} is the last admin, and ${what} would leave the site without one. ` +
  "Make another user an admin first: npm run user -- role <email> admin";

if (!["add", "passwd", "role", "remove", "list"].includes(command ?? "")) usage();
if (command !== "list" && (!email || !/^[^@\s]+@[^@\s]+$/.test(email))) usage("Give a valid e-mail address.");
if ((command === "add" || command === "role") && !isRole(role))
  usage(
    command === "role"
      ? "The role must be admin, editor or author."
      : "--role must be admin, editor or author.",
  );

const { services } = await createServices(loadConfig(), { seed: false });
const { store } = services;
const target = (email ?? "").trim().toLowerCase();
try {
  if (command === "list") {
    for (const u of await store.listUsers()) console.log(`${u.email}\t${u.role}\t${u.createdAt}`);
  } else if (command === "add") {
    if (await store.getUserByEmail(target))
      fail(`${target} already exists: use passwd to change the password.`);
    const { hash, generated } = await newPasswordHash();
    try {
      await store.createUser(target, hash, role as Role);
    } catch (err) {
      // Created by someone else between the check above and now.
      if (err instanceof UserExistsError)
        fail(`${target} already exists: use passwd to change the password.`);
      throw err;
    }
    console.log(`Added ${role} ${target}.`);
    if (generated) console.log(`Password (shown once): ${generated}`);
  } else if (command === "passwd") {
    if (!(await store.getUserByEmail(target))) fail(`${target} does not exist: use add.`);
    const { hash, generated } = await newPasswordHash();
    if (!(await store.setPassword(target, hash))) fail(`${target} does not exist: use add.`);
    console.log(`New password for ${target}; every session of theirs has ended.`);
    if (generated) console.log(`Password (shown once): ${generated}`);
  } else if (command === "role") {
    const result = await store.setRole(target, role as Role);
    if (result === "not_found") fail(`${target} does not exist: use add.`);
    if (result === "last_admin") fail(LAST_ADMIN(target, "making them an editor"));
    const article = role === "admin" ? "an admin" : "an editor";
    if (result === "unchanged") console.log(`${target} is already ${article}.`);
    else console.log(`${target} is now ${article}; every session of theirs has ended.`);
  } else if (command === "remove") {
    const result = await store.deleteUser(target);
    if (result === "not_found") fail(`${target} does not exist.`);
    if (result === "last_admin") fail(LAST_ADMIN(target, "removing them"));
    console.log(`Removed ${target}; every session of theirs has ended.`);
  }
} finally {
  await store.close();
}
