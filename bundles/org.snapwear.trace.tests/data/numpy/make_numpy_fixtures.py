# Writes the small NumPy test files used by org.snapwear.trace.tests.format.numpy.NumpyReaderTest.
# Producer: real NumPy (python3 -c "import numpy; print(numpy.__version__)" -> 2.4.6 when generated).
# Values follow v[i] = i * 0.25 - 3 (flat C-order index i), exactly representable in every float type,
# so the Java test recomputes them independently.
import numpy as np

def vals(shape, dtype):
    n = int(np.prod(shape))
    return (np.arange(n, dtype=np.float64) * 0.25 - 3).reshape(shape).astype(dtype)

np.save("f32_2x3.npy", vals((2, 3), "<f4"))
np.save("f16_4.npy", vals((4,), "<f2"))
np.save("f64_3x2x2.npy", vals((3, 2, 2), "<f8"))
np.save("i64_5.npy", np.arange(5, dtype="<i8") * -7)
np.save("be_f32_2x3.npy", vals((2, 3), ">f4"))
np.save("fortran_f32_3x4.npy", np.asfortranarray(vals((3, 4), "<f4")))
np.save("scalar_f32.npy", np.float32(-3.0))
np.savez("stored.npz", w=vals((2, 3), "<f4"), b=vals((3,), "<f4"))
np.savez_compressed("deflated.npz", w=vals((2, 3), "<f4"), b=vals((3,), "<f4"))
