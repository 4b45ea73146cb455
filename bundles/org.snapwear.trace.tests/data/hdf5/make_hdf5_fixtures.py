# Writes fp16.h5, the half-precision HDF5 test file of org.snapwear.trace.tests.format.hdf5.Hdf5HalfFloatTest.
# Producer: h5py (Debian python3-h5py) with Debian's NumPy, run with /usr/bin/python3 in this directory:
#   /usr/bin/python3 make_hdf5_fixtures.py
# Layout like a Keras mixed-precision weight file (model_weights/LAYER/LAYER/NAME). Values follow
# v[i] = i * 0.25 - 3 (flat C-order index i), exact in float16, so the Java test recomputes them independently.
import h5py
import numpy as np

def vals(shape, dtype):
    n = int(np.prod(shape))
    return (np.arange(n, dtype=np.float64) * 0.25 - 3).reshape(shape).astype(dtype)

with h5py.File("fp16.h5", "w", libver="earliest") as f:
    g = f.create_group("model_weights/dense/dense")
    g.create_dataset("kernel:0", data=vals((3, 4), "<f2"))                        # contiguous, little-endian
    g.create_dataset("bias:0", data=vals((4,), ">f2"))                            # big-endian on disk
    g.create_dataset("big:0", data=vals((40, 50), "<f2"), chunks=(8, 10), compression="gzip")  # chunked, deflated
    f.create_dataset("special", data=np.array([65504, 2**-24, -0.0, np.inf, -np.inf], dtype="<f2"))
    f.create_dataset("f32", data=vals((2, 3), "<f4"))                              # a float32 neighbour
