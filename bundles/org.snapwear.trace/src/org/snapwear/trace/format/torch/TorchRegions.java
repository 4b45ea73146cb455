package org.snapwear.trace.format.torch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.snapwear.trace.format.PayloadRegion;
import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.Origin;
import org.snapwear.trace.format.internal.Strided;
import org.snapwear.trace.format.internal.ZipArchive;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;

/**
 * The payload regions of a torch archive: one per storage, because a storage is what torch writes as one
 * contiguous run of bytes (the tensors of a state dict are views of it, usually one view covering it all).
 */
final class TorchRegions {
    private TorchRegions() {
    }

    static List<PayloadRegion> of(Origin file, ZipArchive zip, Collection<TorchStorage> storages,
            List<StateDictFlattener.Named> named) throws CheckpointFormatException {
        Map<String, List<StateDictFlattener.Named>> views = new HashMap<>();
        for (StateDictFlattener.Named n : named) {
            views.computeIfAbsent(n.tensor().storage().key(), k -> new ArrayList<>()).add(n);
        }
        List<PayloadRegion> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (TorchStorage s : storages) {
            ZipArchiveEntry e = zip.entry(s.entryName());
            if (e == null || e.getMethod() != ZipEntry.STORED) {
                continue;
            }
            List<StateDictFlattener.Named> v = views.getOrDefault(s.key(), List.of());
            StateDictFlattener.Named first = v.isEmpty() ? null : v.get(0);
            DType dtype = s.untyped() && first != null ? first.tensor().dtype() : s.dtype();
            long bytes = Bounds.bytes(file, s.fileOffset(), s.numel(), s.dtype().byteSize(), "storage " + s.key());
            if (bytes % dtype.byteSize() != 0) {
                dtype = DType.U8;
            }
            long elements = bytes / dtype.byteSize();
            long[] shape = {elements};
            if (v.size() == 1 && wholeView(first.tensor(), elements)) {
                shape = first.tensor().size();
            }
            String name = first != null ? first.name() : "storage." + s.key();
            if (!names.add(name)) {
                name = name + "@storage" + s.key();
                names.add(name);
            }
            Bounds.region(file, s.fileOffset(), s.fileOffset(), bytes, zip.fileSize(), "storage " + s.key());
            out.add(new PayloadRegion(name, dtype, shape, s.fileOffset(), bytes));
        }
        out.sort(Comparator.comparingLong(PayloadRegion::offset));
        for (int i = 1; i < out.size(); i++) {
            if (out.get(i).offset() < out.get(i - 1).end() && out.get(i).length() > 0) {
                throw file.error(out.get(i).offset(), "storages " + out.get(i - 1).name()
                        + " and " + out.get(i).name() + " overlap");
            }
        }
        return out;
    }

    /** A contiguous view from element 0 over every element of the storage. */
    private static boolean wholeView(TorchTensorRef t, long elements) {
        long n = 1;
        for (long d : t.size()) {
            n *= d;
        }
        return t.offset() == 0 && n == elements && Strided.isContiguous(t.size(), t.stride());
    }
}
