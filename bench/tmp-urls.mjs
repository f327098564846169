import { keywords, listingPath, seeded, vocabulary } from './longtail-queries.mjs';
const rng = seeded(Number(process.argv[3] ?? 99));
const vocab = await vocabulary(process.argv[2]);
for (const k of keywords(vocab, 12, rng)) console.log(listingPath(k, rng));
