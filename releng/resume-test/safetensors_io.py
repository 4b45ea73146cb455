"""Hand-written safetensors reader and writer (standard library + numpy + torch only).

The resume test must not depend on the `safetensors` package (Debian 12 does not ship it next to
python3-torch, and CI installs nothing from PyPI), so the format is written here directly:

    8 bytes   u64 little-endian N, the length of the JSON header
    N bytes   JSON: {"__metadata__": {"format": "pt"},
                     "<tensor>": {"dtype": "F32", "shape": [...], "data_offsets": [begin, end]}, ...}
              padded with spaces so the data starts on an 8-byte boundary (as the safetensors package does)
    rest      the tensors' raw little-endian bytes, back to back, offsets relative to the end of the header

A Hugging Face sharded checkpoint adds model.safetensors.index.json:
    {"metadata": {"total_size": <sum of tensor bytes>}, "weight_map": {"<tensor>": "<shard file>"}}
"""

import json
import os
import struct

import numpy as np
import torch

INDEX_NAME = "model.safetensors.index.json"

# safetensors dtype names <-> torch dtypes and little-endian numpy dtypes. Only what a model here can hold;
# anything else is refused instead of being guessed.
_TORCH_TO_ST = {torch.float32: "F32", torch.float64: "F64", torch.float16: "F16",
                torch.int64: "I64", torch.int32: "I32"}
_ST_TO_NUMPY = {"F32": "<f4", "F64": "<f8", "F16": "<f2", "I64": "<i8", "I32": "<i4"}


def shard_name(index, count):
    """HF's shard file name, e.g. model-00001-of-00002.safetensors."""
    return "model-%05d-of-%05d.safetensors" % (index, count)


def tensor_bytes(tensor):
    """The tensor's raw little-endian bytes in row-major order."""
    if tensor.dtype not in _TORCH_TO_ST:
        raise ValueError("unsupported dtype %s" % tensor.dtype)
    array = tensor.detach().cpu().contiguous().numpy()
    return array.astype(array.dtype.newbyteorder("<"), copy=False).tobytes()


def write_file(path, tensors):
    """Writes an ordered dict name -> tensor as one safetensors file; returns the payload byte count."""
    header = {"__metadata__": {"format": "pt"}}
    payloads = []
    offset = 0
    for name, tensor in tensors.items():
        data = tensor_bytes(tensor)
        header[name] = {"dtype": _TORCH_TO_ST[tensor.dtype], "shape": list(tensor.shape),
                        "data_offsets": [offset, offset + len(data)]}
        payloads.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-(8 + len(text)) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for data in payloads:
            f.write(data)
        f.flush()
        os.fsync(f.fileno())
    return offset


def read_file(path):
    """Reads one safetensors file into a dict name -> torch tensor (in file order), checking every offset."""
    with open(path, "rb") as f:
        blob = f.read()
    if len(blob) < 8:
        raise ValueError("%s: shorter than the 8-byte header length" % path)
    (length,) = struct.unpack_from("<Q", blob, 0)
    if 8 + length > len(blob):
        raise ValueError("%s: header length %d runs past the end of the file" % (path, length))
    header = json.loads(blob[8:8 + length].decode("utf-8"))
    data = memoryview(blob)[8 + length:]
    tensors = {}
    expected = 0
    entries = sorted((v["data_offsets"][0], k, v) for k, v in header.items() if k != "__metadata__")
    for begin, name, meta in entries:
        end = meta["data_offsets"][1]
        dtype = np.dtype(_ST_TO_NUMPY[meta["dtype"]])
        count = int(np.prod(meta["shape"], dtype=np.int64))
        if begin != expected or end - begin != count * dtype.itemsize or end > len(data):
            raise ValueError("%s: tensor %s has bad data_offsets %s" % (path, name, meta["data_offsets"]))
        array = np.frombuffer(data[begin:end], dtype=dtype).reshape(meta["shape"])
        # Copy out of the file buffer into native byte order: torch cannot hold non-native arrays.
        tensors[name] = torch.from_numpy(array.astype(dtype.newbyteorder("="), copy=True))
        expected = end
    if expected != len(data):
        raise ValueError("%s: %d bytes after the last tensor" % (path, len(data) - expected))
    return {name: tensors[name] for name in header if name != "__metadata__"}


def write_sharded(directory, state_dict, shards=2):
    """Writes state_dict as HF does with a small max_shard_size: tensors in state_dict order, a new shard once
    the current one holds its share of the bytes, plus the index file. Returns the written file names."""
    sizes = {name: t.numel() * t.element_size() for name, t in state_dict.items()}
    total = sum(sizes.values())
    groups = [dict() for _ in range(shards)]
    filled = 0
    for name, tensor in state_dict.items():
        # The shard a tensor goes to is decided by where its first byte falls in the whole model.
        groups[min(shards - 1, filled * shards // total)][name] = tensor
        filled += sizes[name]
    weight_map = {}
    names = []
    for i, group in enumerate(groups, start=1):
        file_name = shard_name(i, shards)
        write_file(os.path.join(directory, file_name), group)
        weight_map.update({name: file_name for name in group})
        names.append(file_name)
    index = {"metadata": {"total_size": total}, "weight_map": dict(sorted(weight_map.items()))}
    with open(os.path.join(directory, INDEX_NAME), "w", encoding="utf-8") as f:
        json.dump(index, f, indent=2)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    names.append(INDEX_NAME)
    return names


def read_sharded(directory):
    """Reads a sharded checkpoint through its index; every tensor the index names must be in the shard it
    names, and the shards must hold nothing else and add up to total_size."""
    with open(os.path.join(directory, INDEX_NAME), encoding="utf-8") as f:
        index = json.load(f)
    weight_map = index["weight_map"]
    tensors = {}
    for file_name in sorted(set(weight_map.values())):
        for name, tensor in read_file(os.path.join(directory, file_name)).items():
            if weight_map.get(name) != file_name:
                raise ValueError("%s: tensor %s is not mapped to this shard by the index" % (file_name, name))
            tensors[name] = tensor
    missing = sorted(set(weight_map) - set(tensors))
    if missing:
        raise ValueError("%s: tensors named by the index but not in their shard: %s" % (directory, missing))
    total = sum(t.numel() * t.element_size() for t in tensors.values())
    if total != index["metadata"]["total_size"]:
        raise ValueError("%s: shards hold %d bytes, index says %d" % (directory, total,
                                                                     index["metadata"]["total_size"]))
    return tensors


def read_weights(path):
    """A single safetensors file, or a checkpoint directory with a sharded model."""
    return read_sharded(path) if os.path.isdir(path) else read_file(path)
