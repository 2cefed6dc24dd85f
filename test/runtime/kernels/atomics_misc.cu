// Returned old values of CUDA atomics under contention, atomicExch, wrap-around
// of atomicInc/atomicDec, and __ldg / cache-hinted loads and stores:
// test/runtime/test_atomics.py.

// Tickets: every thread gets the counter's old value; the set of tickets must
// be exactly 0..n-1 (global) or 0..blockDim-1 per block (shared).
__global__ void tickets(int n, int *ci, unsigned int *cu, unsigned long long *cull, float *cf,
                        double *cd, int *ti, unsigned int *tu, unsigned long long *tull,
                        float *tf, double *td, unsigned int *tshared)
{
    __shared__ unsigned int counter;
    __shared__ float fcounter;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) {
        counter = 0;
        fcounter = 0.0f;
    }
    __syncthreads();
    if (i < n) {
        ti[i] = atomicAdd(ci, 1);
        tu[i] = atomicAdd(cu, 1u);
        tull[i] = atomicAdd(cull, 1ull);
        tf[i] = atomicAdd(cf, 1.0f);
        td[i] = atomicAdd(cd, 1.0);
        unsigned int a = atomicAdd(&counter, 1u);
        float b = atomicAdd(&fcounter, 1.0f);
        tshared[i] = a | ((unsigned int)b << 16);
    }
}

// atomicExch: each thread swaps in its own tag; the old values it gets back
// plus what is left in the slots are exactly the initial values plus all tags.
__global__ void exchange(int n, const int *slot_of, int *si, unsigned int *su,
                         unsigned long long *sull, float *sf, int *oi, unsigned int *ou,
                         unsigned long long *oull, float *of, int *oshared, int *sshared)
{
    __shared__ int s[8];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x < 8)
        s[threadIdx.x] = -1 - (int)threadIdx.x;
    __syncthreads();
    if (i < n) {
        int k = slot_of[i];
        oi[i] = atomicExch(&si[k], i);
        ou[i] = atomicExch_block(&su[k], (unsigned int)i + 7u);
        oull[i] = atomicExch_system(&sull[k], (unsigned long long)i << 33);
        of[i] = atomicExch(&sf[k], (float)i + 0.5f);
        oshared[i] = atomicExch(&s[k % 8], i);
    }
    __syncthreads();
    if (threadIdx.x < 8)
        sshared[blockIdx.x * 8 + threadIdx.x] = s[threadIdx.x];
}

// atomicInc/atomicDec on one counter per block (shared) and one global counter:
// the old values returned follow CUDA's wrap-around.
__global__ void wrap_counters(int n, unsigned int limit, unsigned int *ginc, unsigned int *gdec,
                              unsigned int *oinc, unsigned int *odec, unsigned int *osinc,
                              unsigned int *osdec, unsigned int *finals)
{
    __shared__ unsigned int sinc, sdec;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) {
        sinc = 0;
        sdec = 0;
    }
    __syncthreads();
    if (i < n) {
        oinc[i] = atomicInc(ginc, limit);
        odec[i] = atomicDec(gdec, limit);
        osinc[i] = atomicInc(&sinc, limit);
        osdec[i] = atomicDec_block(&sdec, limit);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        finals[2 * blockIdx.x] = sinc;
        finals[2 * blockIdx.x + 1] = sdec;
    }
}

// Edge cases of the wrap: each thread applies one op to its own slot, so the
// result is deterministic: out = old value, slot = new value.
__global__ void wrap_edges(int n, unsigned int *slots, const unsigned int *limits,
                           const int *is_dec, unsigned int *olds)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        olds[i] = is_dec[i] ? atomicDec(&slots[i], limits[i]) : atomicInc(&slots[i], limits[i]);
}

// __ldg and the cache-hinted loads/stores are plain loads and stores.
__global__ void loads(int n, const float4 *v, const int *k, const double *d,
                      float *out, double *outd, int *outk)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 a = __ldg(&v[i]);
        out[i] = a.x + a.y * 2.0f + a.z * 3.0f + a.w * 4.0f + __ldcs(&out[i]);
        __stcs(&outd[i], __ldcg(d + i) * 2.0);
        __stwt(&outk[i], __ldg(k + i) + __ldca(&k[i]));
    }
}
