import { joinTexts } from "./dictionaries.ts";
import { admin } from "./sections/admin.ts";

/*
 * The editing area's texts, added to the dictionaries when the editing area's code loads (its layout
 * imports this module). Public pages never import it, so their JavaScript carries none of these
 * strings; the dictionaries' type already includes them.
 */
joinTexts({ admin });
