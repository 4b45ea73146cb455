package org.snapwear.trace.format;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.snapwear.trace.format.internal.Bounds;
import org.snapwear.trace.format.internal.JsonDepth;
import org.snapwear.trace.format.internal.Origin;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.source.FileByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;
import org.snapwear.trace.tensor.TensorInfo;
import org.snapwear.trace.text.ErrorText;
import org.snapwear.trace.text.SafeText;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonParseException;

/**
 * safetensors: u64-LE header length, JSON header, raw little-endian tensor data. Tensors are memory-mapped
 * views of the file (zero copy), ordered by their data offset, i.e. storage order.
 */
public final class SafetensorsReader implements CheckpointReader {
    /** Header sizes above this are rejected before allocation (the reference implementation uses 100 MB). */
    static final long MAX_HEADER_BYTES = 100L * 1024 * 1024;
    /** A header is an object of tensor objects holding shape arrays: 3 levels; metadata is flat. */
    static final int MAX_HEADER_DEPTH = 16;
    /**
     * Bytes of Java heap a header may take per byte while it is parsed into a JSON tree: a shape of ones costs
     * about 42 bytes per two header bytes ("1," as a number object, its text and a list slot), and the list's
     * growth copies it once more. A header that would need more than the heap has free is refused before it is
     * read, rather than ending the run out of memory halfway.
     */
    static final long HEAP_PER_HEADER_BYTE = 64;

    @Override
    public String formatId() {
        return "safetensors";
    }

    @Override
    public String description() {
        return "safetensors (Hugging Face), memory-mapped";
    }

    @Override
    public boolean accepts(Path file, byte[] head) {
        String n = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (n.endsWith(".safetensors")) {
            return true;
        }
        // u64 header length followed by '{'
        return head.length >= 9 && head[8] == '{' && head[7] == 0 && head[6] == 0 && head[5] == 0;
    }

    @Override
    public Snapshot read(Path file) throws IOException {
        FileByteSource source = FileByteSource.open(file);
        boolean ok = false;
        try {
            Snapshot s = mapped(source);
            ok = true;
            return s;
        } finally {
            if (!ok) {
                source.close();
            }
        }
    }

    /**
     * Parses the header by positional reads and reads the tensors into heap memory: the whole data section in one
     * read when it fits one buffer (a remote source then costs three reads), else tensor by tensor. A source with a
     * local file is memory-mapped as {@link #read(Path)} does instead.
     */
    @Override
    public Snapshot read(ByteSource source) throws IOException {
        if (source.localPath().isPresent()) {
            return read(source.localPath().get());
        }
        Origin o = Origin.of(source);
        Parsed p = parse(o, source);
        long dataLen = source.size() - p.dataStart;
        ByteBuffer section = null;
        if (dataLen <= Integer.MAX_VALUE - 8) {
            section = ByteSources.read(source, p.dataStart, (int) dataLen);
        }
        List<Tensor> tensors = new ArrayList<>(p.entries.size());
        for (Entry en : p.entries) {
            long len = en.end - en.begin;
            ByteBuffer data;
            if (section != null) {
                data = section.duplicate().position((int) en.begin).limit((int) en.end).slice();
            } else {
                int n = Bounds.bufferSize(o, p.dataStart + en.begin, len, "tensor " + en.info.name());
                data = ByteSources.read(source, p.dataStart + en.begin, n);
            }
            tensors.add(new Tensor(en.info, data.order(ByteOrder.LITTLE_ENDIAN)));
        }
        return new Snapshot(null, Snapshot.UNKNOWN_ITERATION, tensors, null);
    }

    @Override
    public List<PayloadRegion> payloadRegions(Path file) throws IOException {
        try (FileByteSource source = FileByteSource.open(file)) {
            return payloadRegions(source);
        }
    }

    /** The header by positional reads; no tensor byte is read. */
    @Override
    public List<PayloadRegion> payloadRegions(ByteSource source) throws IOException {
        Origin o = Origin.of(source);
        Parsed p = parse(o, source);
        List<PayloadRegion> out = new ArrayList<>(p.entries.size());
        for (Entry en : p.entries) {
            out.add(new PayloadRegion(en.info.name(), en.info.dtype(), en.info.shape(), p.dataStart + en.begin,
                    en.end - en.begin));
        }
        return out;
    }

    /** Tensors sorted by offset must not share bytes (a crafted header could alias them). */
    private static void checkDisjoint(Origin file, List<Entry> sorted) throws CheckpointFormatException {
        Entry furthest = null;
        for (Entry e : sorted) {
            if (furthest != null && e.end > e.begin && e.begin < furthest.end) {
                throw file.error(8, "tensors " + furthest.info.name() + " and "
                        + e.info.name() + " overlap in the data section");
            }
            if (furthest == null || e.end > furthest.end) {
                furthest = e;
            }
        }
    }

    private record Parsed(List<Entry> entries, long dataStart) {
    }

    /**
     * The header as text; a byte sequence that is not UTF-8 is refused (the format requires UTF-8, and the
     * reference implementation refuses it), not replaced by U+FFFD, which would give a tensor a name the file
     * does not hold.
     */
    private static String utf8(Origin file, byte[] header) throws CheckpointFormatException {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(header);
        CharBuffer out = CharBuffer.allocate(header.length);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            throw file.error(8 + in.position(), "header is not UTF-8 text (byte 0x"
                    + String.format("%02x", header[in.position()] & 0xFF) + ")");
        }
        d.flush(out);
        return out.flip().toString();
    }

    private Parsed parse(Origin file, ByteSource ch) throws IOException {
        long size = ch.size();
        if (size < 8) {
            throw file.error(0, "file is " + size + " bytes, shorter than the 8-byte header length");
        }
        long headerLen = ByteSources.read(ch, 0, 8).order(ByteOrder.LITTLE_ENDIAN).getLong(0);
        if (headerLen < 2 || headerLen > MAX_HEADER_BYTES || headerLen > size - 8) {
            throw file.error(0, "header length " + Long.toUnsignedString(headerLen)
                    + " does not fit the file of " + size + " bytes");
        }
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (headerLen > free / HEAP_PER_HEADER_BYTE) {
            throw file.error(0, "header of " + headerLen + " bytes would need about "
                    + headerLen * HEAP_PER_HEADER_BYTE / (1 << 20) + " MB of Java heap to parse, more than the "
                    + free / (1 << 20) + " MB free of this run's " + rt.maxMemory() / (1 << 20) + " MB (a "
                    + "checkpoint's header holds a few hundred bytes per tensor)");
        }
        ByteBuffer hb = ByteSources.read(ch, 8, (int) headerLen);
        int deep = JsonDepth.firstBeyond(hb.array(), MAX_HEADER_DEPTH);
        if (deep >= 0) {
            throw file.error(8 + deep, "header JSON nested deeper than " + MAX_HEADER_DEPTH
                    + " levels");
        }
        String json = utf8(file, hb.array());
        JsonObject header;
        try {
            JsonElement e = JsonParser.parseString(json);
            if (!e.isJsonObject()) {
                throw file.error(8, "header is not a JSON object");
            }
            header = e.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw file.error(8, "header is " + ErrorText.json(e), e);
        }
        long dataStart = 8 + headerLen;
        long dataLen = size - dataStart;

        List<Entry> entries = new ArrayList<>();
        for (Map.Entry<String, JsonElement> kv : header.entrySet()) {
            if (kv.getKey().equals("__metadata__")) {
                continue;
            }
            entries.add(parseEntry(file, kv.getKey(), kv.getValue(), dataLen));
        }
        entries.sort(Comparator.comparingLong(Entry::begin));
        // every command reads tensors through here (mapped, by ranged reads, or as payload regions for the store)
        checkDisjoint(file, entries);
        return new Parsed(entries, dataStart);
    }

    /** Memory-maps a local file: tensors are views of one mapping (or one per tensor beyond 2 GiB). */
    private Snapshot mapped(FileByteSource source) throws IOException {
        Origin file = Origin.of(source);
        FileChannel ch = source.channel();
        long size = ch.size();
        Parsed parsed = parse(file, source);
        List<Entry> entries = parsed.entries;
        long dataStart = parsed.dataStart;
        ByteBuffer whole = null;
        if (size <= Integer.MAX_VALUE) {
            whole = ch.map(FileChannel.MapMode.READ_ONLY, 0, size).order(ByteOrder.LITTLE_ENDIAN);
        }
        List<Tensor> tensors = new ArrayList<>(entries.size());
        for (Entry en : entries) {
            long start = dataStart + en.begin;
            long len = en.end - en.begin;
            ByteBuffer view;
            if (whole != null) {
                view = whole.duplicate().position((int) start).limit((int) (start + len)).slice();
            } else if (len <= Integer.MAX_VALUE) {
                view = ch.map(FileChannel.MapMode.READ_ONLY, start, len);
            } else {
                throw file.error(start, "tensor " + en.info.name()
                        + " is larger than 2 GiB, which Snapwear does not support yet");
            }
            tensors.add(new Tensor(en.info, view.order(ByteOrder.LITTLE_ENDIAN)));
        }
        return new Snapshot(source.localPath().orElseThrow(), Snapshot.UNKNOWN_ITERATION, tensors, source);
    }

    private record Entry(TensorInfo info, long begin, long end) {
    }

    private static Entry parseEntry(Origin file, String name, JsonElement e, long dataLen)
            throws CheckpointFormatException {
        try {
            if (!e.isJsonObject()) {
                throw file.error(8, "tensor " + SafeText.printable(name)
                        + ": entry is not a JSON object");
            }
            JsonObject o = e.getAsJsonObject();
            JsonElement dt = o.get("dtype");
            if (dt == null || !dt.isJsonPrimitive() || !dt.getAsJsonPrimitive().isString()) {
                throw file.error(8, "tensor " + SafeText.printable(name)
                        + ": dtype missing or not a string");
            }
            DType dtype = DType.parse(dt.getAsString());
            JsonArray shapeArr = array(file, name, o, "shape");
            long[] shape = new long[shapeArr.size()];
            for (int i = 0; i < shape.length; i++) {
                shape[i] = whole(file, name, "shape", shapeArr.get(i));
            }
            JsonArray off = array(file, name, o, "data_offsets");
            if (off.size() != 2) {
                throw file.error(8, "tensor " + SafeText.printable(name)
                        + ": data_offsets must have 2 entries");
            }
            long begin = whole(file, name, "data_offsets", off.get(0));
            long end = whole(file, name, "data_offsets", off.get(1));
            TensorInfo info = new TensorInfo(name, dtype, shape);
            if (begin < 0 || end < begin || end > dataLen) {
                throw file.error(8, "tensor " + name + ": data_offsets [" + begin + ", "
                        + end + "] outside the " + dataLen + " data bytes");
            }
            if (end - begin != info.byteSize()) {
                throw file.error(8, "tensor " + name + ": " + (end - begin)
                        + " data bytes but dtype and shape need " + info.byteSize());
            }
            return new Entry(info, begin, end);
        } catch (CheckpointFormatException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw file.error(8, "tensor " + SafeText.printable(name) + ": bad header entry ("
                    + ErrorText.describe(ex) + ")", ex);
        }
    }

    private static JsonArray array(Origin file, String name, JsonObject o, String key) throws CheckpointFormatException {
        JsonElement a = o.get(key);
        if (a == null || !a.isJsonArray()) {
            throw file.error(8, "tensor " + SafeText.printable(name) + ": " + key
                    + " missing or not an array");
        }
        return a.getAsJsonArray();
    }

    /** A JSON number that is a whole number (Gson would read a one-element array or a string as one too). */
    private static long whole(Origin file, String name, String key, JsonElement v) throws CheckpointFormatException {
        if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
            java.math.BigDecimal d;
            try {
                d = v.getAsJsonPrimitive().getAsBigDecimal();
            } catch (NumberFormatException e) {
                d = null; // not a number Java reads: the message below
            }
            if (d != null && d.signum() != 0 && d.stripTrailingZeros().scale() <= 0) {
                try {
                    return d.longValueExact();
                } catch (ArithmeticException e) {
                    throw file.error(8, "tensor " + SafeText.printable(name) + ": " + key + " holds "
                            + SafeText.printable(abbreviate(v.toString())) + ", beyond the largest size a file can "
                            + "have (2^63 - 1)");
                }
            }
            if (d != null && d.signum() == 0) {
                return 0;
            }
        }
        throw file.error(8, "tensor " + SafeText.printable(name) + ": " + key
                + " holds " + SafeText.printable(abbreviate(v.toString())) + ", not a whole number");
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
