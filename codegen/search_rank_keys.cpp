// One-off search (not part of the build) for the fast evaluator's rank keys:
// thirteen integers, each the smallest above the previous one such that every
// multiset of at most 7 ranks, no rank more than 4 times, has a distinct sum.
// Its output is copied into gen_fast_tables.py (RANK_KEYS), which re-checks it.
// Build and run: g++ -O2 -o search search_rank_keys.cpp && ./search
#include <cstdio>
#include <vector>
#include <cstdint>
int main(){
  std::vector<uint32_t> keys;
  // sums[s] = list of sums of multisets of size s over ranks chosen so far
  std::vector<std::vector<uint32_t>> sums(8);
  sums[0].push_back(0);
  std::vector<uint8_t> used(1u<<28,0), fresh(1u<<28,0);
  used[0]=1;
  uint32_t m = 0;
  for(int r=0;r<13;r++){
    for(m = (r? keys.back()+1 : 1);;m++){
      std::vector<uint32_t> added; bool ok=true;
      for(int c=1;c<=4 && ok;c++) for(int s=0;s+c<=7 && ok;s++) for(uint32_t a: sums[s]){
        uint64_t v=a+(uint64_t)c*m; if(v>=(1u<<28)||used[v]||fresh[v]){ok=false;break;} fresh[v]=1; added.push_back(v);}
      for(auto v:added) fresh[v]=0;
      if(ok) break;
    }
    keys.push_back(m);
    std::vector<std::vector<uint32_t>> ns=sums;
    for(int c=1;c<=4;c++) for(int s=0;s+c<=7;s++) for(uint32_t a: sums[s]){ uint32_t v=a+c*m; ns[s+c].push_back(v); used[v]=1;}
    sums=ns;
    printf("rank %d key %u\n", r, m); fflush(stdout);
  }
  uint32_t mx=0; for(auto v: sums[7]) if(v>mx) mx=v; printf("max7 %u\n", mx);
}
