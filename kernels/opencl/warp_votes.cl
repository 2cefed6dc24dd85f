//! requires: warp
// __all_sync and __uni_sync from the ballot, for either warp implementation
// (warp.cl or warp_subgroup.cl, whichever the target gets for `warp`).
int ultima_all(__local uint *scratch, uint mask, int predicate)
{
  uint want = mask & ultima_warp_present();
  return (ultima_ballot(scratch, mask, predicate) & want) == want;
}

int ultima_uni(__local uint *scratch, uint mask, int predicate)
{
  uint want = mask & ultima_warp_present();
  uint bits = ultima_ballot(scratch, mask, predicate) & want;
  return bits == 0u || bits == want;
}
