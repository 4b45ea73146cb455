package org.snapwear.codec.store;

import java.util.ArrayList;
import java.util.List;

import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.TensorInfo;

/** A tensor description as stored in the manifest (encoded snapshots only carry a hash of it). */
public record TensorSpec(String name, String dtype, long[] shape) {

    public static TensorSpec of(TensorInfo info) {
        return new TensorSpec(info.name(), info.dtype().safetensorsName(), info.shape());
    }

    public TensorInfo toInfo() {
        return new TensorInfo(name, DType.parse(dtype), shape);
    }

    public static List<TensorSpec> of(List<TensorInfo> infos) {
        List<TensorSpec> out = new ArrayList<>();
        for (TensorInfo i : infos) {
            out.add(of(i));
        }
        return out;
    }

    public static List<TensorInfo> toInfos(List<TensorSpec> specs) {
        List<TensorInfo> out = new ArrayList<>();
        for (TensorSpec s : specs) {
            out.add(s.toInfo());
        }
        return out;
    }
}
