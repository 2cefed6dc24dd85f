// Arrays of structs in global memory; struct copies and struct assignment.

struct Particle {
    float x, y, z;
    float mass;
};

__global__ void center_of_mass_terms(const Particle *ps, Particle *out, float *ke, int n,
                                     float vscale)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Particle p = ps[i];
        Particle q;
        q.x = p.x * p.mass;
        q.y = p.y * p.mass;
        q.z = p.z * p.mass;
        q.mass = p.mass;
        out[i] = q;
        ke[i] = 0.5f * p.mass * vscale * (p.x * p.x + p.y * p.y + p.z * p.z);
    }
}
