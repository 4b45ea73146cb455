package org.snapwear.trace.tests.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.checkpoint.TensorRole;
import org.snapwear.trace.tensor.DType;

/** Roles of full snapshot tensor names ({@code FILE::path}, pieces {@code #k}). */
class TensorRoleTest {

    @Test
    void fileAndPathAreSplitAtTheSeparator() {
        assertEquals(TensorRole.OPTIMIZER_MOMENT, TensorRole.ofTensor("optimizer.pt::state.3.exp_avg", DType.F32));
        assertEquals(TensorRole.OPTIMIZER_MOMENT, TensorRole.ofTensor("optimizer.pt::state.3.exp_avg_sq", DType.F32));
        // the optimizer file makes a step counter "other", not a parameter
        assertEquals(TensorRole.OTHER, TensorRole.ofTensor("optimizer.pt::state.3.step", DType.F32));
        assertEquals(TensorRole.OTHER, TensorRole.ofTensor("rng_state.pth::cpu", DType.U8));
        assertEquals(TensorRole.PARAMETER,
                TensorRole.ofTensor("model-00001-of-00002.safetensors::tok.weight", DType.F32));
        assertEquals(TensorRole.PARAMETER, TensorRole.ofTensor("fc.weight", DType.F32));
        assertEquals(TensorRole.BUFFER, TensorRole.ofTensor("bn.running_mean", DType.F32));
        // a file in a sub-directory is classified by its name
        assertEquals(TensorRole.OTHER, TensorRole.ofTensor("global_step5/optim_states.pt::x", DType.F32));
    }

    @Test
    void piecesOfARegionHaveTheRegionsRole() {
        // without dropping "#1" the moment pattern (which needs the name to end after exp_avg) would not match
        assertEquals(TensorRole.OPTIMIZER_MOMENT, TensorRole.ofTensor("optimizer.pt::state.0.exp_avg#1", DType.F32));
        assertEquals(TensorRole.BUFFER, TensorRole.ofTensor("model.safetensors::attn.mask#0", DType.F32));
    }
}
