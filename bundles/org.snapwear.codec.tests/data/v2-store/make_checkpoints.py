import json, struct, random, os, sys
out = sys.argv[1]  # writes checkpoint-0, -100, -200 under this directory
rnd = random.Random(18)
w = [rnd.gauss(0, 0.1) for _ in range(256)]
b = [rnd.gauss(0, 0.1) for _ in range(64)]
for step in (0, 100, 200):
    d = os.path.join(out, "checkpoint-%d" % step)
    os.makedirs(d)
    if step:
        w = [x + rnd.gauss(0, 0.001) for x in w]
        b = [x + rnd.gauss(0, 0.001) for x in b]
    data = struct.pack("<256f", *w) + struct.pack("<64f", *b) + struct.pack("<q", step)
    hdr = {"__metadata__": {"format": "pt"},
           "bias": {"dtype": "F32", "shape": [64], "data_offsets": [1024, 1280]},
           "step": {"dtype": "I64", "shape": [], "data_offsets": [1280, 1288]},
           "weight": {"dtype": "F32", "shape": [16, 16], "data_offsets": [0, 1024]}}
    h = json.dumps(hdr, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(os.path.join(d, "model.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + data)
    with open(os.path.join(d, "trainer_state.json"), "w") as f:
        json.dump({"global_step": step, "loss": round(2.5 - step / 1000, 3)}, f, indent=2)
        f.write("\n")
