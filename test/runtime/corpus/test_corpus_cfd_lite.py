"""cfd-lite: main's kernels (initialize, then per iteration step factor and
RK stages of flux + time step, then the max wave speed into the __device__
symbol d_max_speed) on a small mesh, with the far-field state and its Euler
flux contributions uploaded to the __constant__ symbols like main does.

The references are properties of the discretization, computed with NumPy
from the Euler equations rather than from the kernels: a uniform far-field
flow is a steady state (main's own check), the step factor is
0.5 / (sqrt(area) * (|u| + c)), the largest wave speed is |u| + c, and for a
perturbation away from the boundary the fluxes are local (a cell and its
four neighbours) and conservative (they sum to zero over the mesh)."""
import math

import numpy as np
import pytest

import corpus_harness as ch

GAMMA, NVAR, NNB, RK = 1.4, 5, 4, 3
NX, NY = 8, 6
NELR = NX * NY
B1, B2 = 128, 192


def far_field():
    rho, p = 1.4, 1.0
    c = math.sqrt(GAMMA * p / rho)
    u = np.array([1.2 * c, 0.0, 0.0])  # ff_mach 1.2, angle of attack 0
    m = rho * u
    e = rho * 0.5 * (u @ u) + p / (GAMMA - 1)
    # Euler flux: rho u (x) u + p I for the momentum rows, (E + p) u for the energy
    fm = np.outer(u, m) + p * np.eye(3)
    fe = (e + p) * u
    return np.array([rho, *m, e]), fm, fe, np.linalg.norm(u) + c


def set_symbols(prog, ffv, fm, fe):
    prog.symbols["ff_variable"] = ffv.astype(np.float32)
    for k, axis in enumerate("xyz"):
        prog.symbols[f"ff_flux_contribution_momentum_{axis}"] = fm[k].astype(np.float32)
    prog.symbols["ff_flux_contribution_density_energy"] = fe.astype(np.float32)


def mesh():
    h = 1.0 / NX
    areas = np.full(NELR, h * h, np.float32)
    normals = np.zeros((3, NNB, NELR), np.float32)  # normals[i + (j + d * NNB) * nelr]
    normals[0, 0], normals[0, 1] = -h, h
    normals[1, 2], normals[1, 3] = -h, h
    return areas, normals, h


def d1():
    return (ch.cdiv(NELR, B1),), (B1,)


def d2():
    return (ch.cdiv(NELR, B2),), (B2,)


def iterate(prog, variables, areas, normals, iterations):
    step_factors = np.zeros(NELR, np.float32)
    fluxes = np.zeros((NVAR, NELR), np.float32)
    for _ in range(iterations):
        old = variables.copy()  # cudaMemcpyDeviceToDevice
        prog.launch("cuda_compute_step_factor", *d1(),
                    args=[np.int32(NELR), variables, areas, step_factors])
        for j in range(RK):
            prog.launch("cuda_compute_flux", *d2(),
                        args=[np.int32(NELR), np.int32(NX), np.int32(NY), normals, variables, fluxes])
            prog.launch("cuda_time_step", *d1(),
                        args=[np.int32(j), np.int32(NELR), old, variables, step_factors, fluxes])
    return step_factors, fluxes


def max_wave_speed(prog, variables):
    prog.symbols["d_max_speed"] = np.zeros(1, np.float32)
    prog.launch("cuda_max_wave_speed", *d1(), args=[np.int32(NELR), variables])
    return float(prog.symbols["d_max_speed"][0])


def load():
    return ch.load("cfd-lite", defines=[f"NX={NX}", f"NY={NY}"])


def test_cfd_far_field_is_steady():
    """main: initialize from ff_variable, iterate, the flow must not drift."""
    prog = load()
    ffv, fm, fe, speed = far_field()
    set_symbols(prog, ffv, fm, fe)
    areas, normals, h = mesh()
    variables = np.full((NVAR, NELR), np.nan, np.float32)
    prog.launch("cuda_initialize_variables", *d1(), args=[np.int32(NELR), variables])
    np.testing.assert_array_equal(variables, np.repeat(ffv.astype(np.float32)[:, None], NELR, 1))

    step_factors, fluxes = iterate(prog, variables, areas, normals, 3)
    np.testing.assert_allclose(step_factors, 0.5 / (h * speed), rtol=1e-5)
    np.testing.assert_allclose(fluxes, 0.0, atol=1e-5)
    np.testing.assert_allclose(variables, np.repeat(ffv[:, None], NELR, 1), rtol=0, atol=1e-5)
    np.testing.assert_allclose(max_wave_speed(prog, variables), speed, rtol=1e-5)  # 2.2


def test_cfd_flux_is_local_and_conservative(rng):
    prog = load()
    ffv, fm, fe, speed = far_field()
    set_symbols(prog, ffv, fm, fe)
    areas, normals, h = mesh()
    state = np.repeat(ffv[:, None], NELR, 1).reshape(NVAR, NY, NX)
    # perturb the density and momentum of two interior cells, keeping the pressure positive
    bumped = [(2, 3), (3, 4)]
    for y, x in bumped:
        state[0, y, x] *= 1.1
        state[1:4, y, x] += rng.uniform(-0.1, 0.1, 3)
        state[4, y, x] *= 1.05
    state[1, 3, 4] += 0.5  # one faster cell: the maximum wave speed moves
    variables = state.reshape(NVAR, NELR).astype(np.float32)
    fluxes = np.zeros((NVAR, NELR), np.float32)
    prog.launch("cuda_compute_flux", *d2(),
                args=[np.int32(NELR), np.int32(NX), np.int32(NY), normals, variables, fluxes])

    near = np.zeros((NY, NX), bool)
    for y, x in bumped:
        near[y, x] = True
        for dy, dx in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            near[y + dy, x + dx] = True
    f = fluxes.reshape(NVAR, NY, NX)
    np.testing.assert_allclose(f[:, ~near], 0.0, atol=1e-5)
    assert np.abs(f[:, near]).max() > 1e-3
    np.testing.assert_allclose(fluxes.sum(1), 0.0, atol=1e-5)  # interior faces cancel

    # the maximum wave speed is the largest |u| + c over the cells
    rho, m, e = state[0], state[1:4], state[4]
    u2 = (m ** 2).sum(0) / rho ** 2
    p = (GAMMA - 1) * (e - 0.5 * rho * u2)
    ref_speed = (np.sqrt(u2) + np.sqrt(GAMMA * p / rho)).max()
    assert ref_speed > speed
    np.testing.assert_allclose(max_wave_speed(prog, variables), ref_speed, rtol=1e-5)

    # one RK stage: variables = old + step_factor / (RK + 1 - j) * fluxes
    old = variables.copy()
    step_factors = rng.uniform(0.01, 0.1, NELR).astype(np.float32)
    out = np.zeros_like(variables)
    prog.launch("cuda_time_step", *d1(),
                args=[np.int32(1), np.int32(NELR), old, out, step_factors, fluxes])
    np.testing.assert_allclose(out, old + step_factors / (RK + 1 - 1) * fluxes, rtol=1e-6, atol=1e-7)
