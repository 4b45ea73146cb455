package org.snapwear.trace.format.registry;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.snapwear.trace.format.CheckpointReader;

/**
 * The readers this bundle ships, most specific first, with their detection order. The same list is contributed
 * through plugin.xml and META-INF/services (a test checks that the three agree); it is used directly only when
 * neither the extension registry nor the services file is visible, e.g. when the classes sit on a class path
 * without the jar's META-INF.
 *
 * <p>The orders leave gaps of 100 so a plug-in can go between two built-ins. Readers are named, not referenced:
 * a reader whose library is missing from the class path (jhdf, Pyrolite, ...) then fails alone when it is
 * created, instead of failing the class that lists them all.
 */
public final class BuiltInFormats {

    /** A built-in reader: its id, display name, detection order and implementation class name. */
    public record Entry(String id, String name, int order, String className) {
    }

    private static final String PKG = "org.snapwear.trace.format.";

    private static final List<Entry> ENTRIES = List.of(
            new Entry("safetensors", "safetensors", 100, PKG + "SafetensorsReader"),
            new Entry("torch", "PyTorch zip archive", 200, PKG + "torch.TorchZipReader"),
            new Entry("npy", "NumPy .npy", 300, PKG + "numpy.NpyReader"),
            new Entry("npz", "NumPy .npz", 400, PKG + "numpy.NpzReader"),
            new Entry("caffe", "Caffe .caffemodel", 500, PKG + "caffe.CaffeModelReader"),
            new Entry("onnx", "ONNX initializers", 600, PKG + "onnx.OnnxReader"),
            new Entry("hdf5", "HDF5 / Keras", 700, PKG + "hdf5.Hdf5Reader"),
            new Entry("snapwear-raw", "Snapwear raw tensor directory", 800, PKG + "raw.RawDirectoryReader"));

    private BuiltInFormats() {
    }

    /** The built-in readers in detection order. */
    public static List<Entry> entries() {
        return ENTRIES;
    }

    /** The built-ins as contributions with source {@code built-in}. */
    public static List<FormatContribution> contributions() {
        List<FormatContribution> out = new ArrayList<>();
        for (Entry e : ENTRIES) {
            out.add(new FormatContribution(e.id(), e.name(), e.order(), 0, "built-in", () -> create(e.className())));
        }
        return out;
    }

    /**
     * The order of a built-in reader class, so that the built-ins keep their order when they arrive through
     * ServiceLoader (which carries no attributes).
     */
    public static OptionalInt orderOf(Class<?> type) {
        for (Entry e : ENTRIES) {
            if (e.className().equals(type.getName())) {
                return OptionalInt.of(e.order());
            }
        }
        return OptionalInt.empty();
    }

    private static CheckpointReader create(String className) throws ReflectiveOperationException {
        Class<?> type = Class.forName(className, true, BuiltInFormats.class.getClassLoader());
        return (CheckpointReader) type.getConstructor().newInstance();
    }
}
