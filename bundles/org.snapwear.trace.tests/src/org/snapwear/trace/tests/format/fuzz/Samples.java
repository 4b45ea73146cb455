package org.snapwear.trace.tests.format.fuzz;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.format.SafetensorsWriter;
import org.snapwear.trace.format.raw.RawDirectoryWriter;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tests.format.FormatFixtures;
import org.snapwear.trace.tests.format.caffe.CaffeModelReaderTest;
import org.snapwear.trace.tests.format.hdf5.Hdf5ReaderTest;
import org.snapwear.trace.tests.format.onnx.OnnxReaderTest;
import org.snapwear.trace.tests.format.torch.PickleWriter;
import org.snapwear.trace.tests.format.torch.TorchArchiveWriter;

/** Small valid files of every format: the seeds the fuzzer mutates. */
public final class Samples {
    private Samples() {
    }

    /** A valid sample: the path to mutate and the path to hand the reader (differs for directories). */
    public record Sample(String format, Path mutate, Path read) {
    }

    /** The tensors every sample holds. */
    public static List<Tensor> tensors() {
        return List.of(Tensor.ofFloats("a.w", new long[] {2, 3}, new float[] {1, 2, 3, 4, 5, 6}),
                Tensor.of("a.h", DType.F16, new long[] {2}, new byte[] {0, 0x3C, 0, (byte) 0xC0}),
                Tensor.ofFloats("b", new long[] {1}, new float[] {-1}));
    }

    /** data.pkl of the torch samples: a nested dict with a view, its transpose and an fp16 tensor. */
    public static byte[] samplePickle() {
        PickleWriter p = new PickleWriter();
        p.emptyDict().mark().str("m").emptyDict().mark().str("w");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 6, 0, new long[] {2, 3}, new long[] {3, 1});
        p.str("t");
        TorchArchiveWriter.tensorV2(p, "FloatStorage", "0", 6, 0, new long[] {3, 2}, new long[] {1, 3});
        p.setItems().str("h");
        TorchArchiveWriter.tensorV2(p, "HalfStorage", "1", 2, 0, new long[] {2}, new long[] {1});
        p.setItems();
        return p.finish();
    }

    /** A torch archive around the given data.pkl bytes, with the sample storages. */
    public static void torchArchive(List<Tensor> ts, Path pt, byte[] pickle, boolean deflate) throws Exception {
        new TorchArchiveWriter("arc").storage("0", ts.get(0).data()).storage("1", ts.get(1).data())
                .write(pt, pickle, deflate);
    }

    public static List<Sample> create(Path dir) throws Exception {
        List<Sample> out = new ArrayList<>();
        Files.createDirectories(dir);
        List<Tensor> ts = tensors();
        Path st = dir.resolve("s.safetensors");
        SafetensorsWriter.write(st, ts, Map.of("format", "pt"));
        out.add(new Sample("safetensors", st, st));

        for (boolean deflate : new boolean[] {false, true}) {
            Path pt = dir.resolve(deflate ? "d.pt" : "s.pt");
            torchArchive(ts, pt, samplePickle(), deflate);
            out.add(new Sample(deflate ? "torch-deflated" : "torch", pt, pt));
        }
        // files written by the real producers (PyTorch 1.13 torch.save, the fixture's safetensors writer)
        for (String suffix : new String[] {".pt", ".safetensors"}) {
            Path src = FormatFixtures.cnnFiles(suffix).get(1);
            Path copy = dir.resolve("fixture" + suffix);
            Files.copy(src, copy);
            out.add(new Sample("fixture" + suffix, copy, copy));
        }
        for (String f : new String[] {"f32_2x3.npy", "fortran_f32_3x4.npy", "be_f32_2x3.npy", "stored.npz", "deflated.npz"}) {
            Path p = dir.resolve(f);
            Files.copy(FormatFixtures.data("numpy/" + f), p);
            out.add(new Sample(f.endsWith(".npz") ? "npz-" + f : "npy-" + f, p, p));
        }
        Path h5 = dir.resolve("w.h5");
        Hdf5ReaderTest.writeKerasLike(h5);
        out.add(new Sample("hdf5", h5, h5));
        Path caffe = dir.resolve("n.caffemodel");
        Files.write(caffe, CaffeModelReaderTest.net());
        out.add(new Sample("caffe", caffe, caffe));
        Path onnx = dir.resolve("m.onnx");
        Files.write(onnx, OnnxReaderTest.model());
        out.add(new Sample("onnx", onnx, onnx));
        Path raw = dir.resolve("raw");
        RawDirectoryWriter.write(raw, ts);
        out.add(new Sample("snapwear-raw", raw.resolve("snapwear-tensors.json"), raw));
        return out;
    }
}
