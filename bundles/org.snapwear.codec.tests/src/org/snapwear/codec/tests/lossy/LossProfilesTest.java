package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.loss.ExactGlobs;
import org.snapwear.codec.loss.LossDecision;
import org.snapwear.codec.loss.LossProfile;
import org.snapwear.codec.loss.LossProfileException;
import org.snapwear.codec.loss.LossProfileFile;
import org.snapwear.codec.loss.LossProfiles;
import org.snapwear.codec.loss.LossRole;
import org.snapwear.codec.loss.LossRules;
import org.snapwear.codec.lossy.ErrorBoundedCodec;
import org.snapwear.codec.lossy.SqrtQuantCodec;
import org.snapwear.trace.tensor.DType;

/** Loss roles, the built-in profiles, the always-exact rules, --exact globs and the profile file with its errors. */
class LossProfilesTest {

    @Test
    void rolesOfCheckpointTensors() {
        assertEquals(Optional.of(LossRole.EXP_AVG), LossRole.of("optimizer.pt::state.3.exp_avg", DType.F32));
        assertEquals(Optional.of(LossRole.EXP_AVG_SQ), LossRole.of("optimizer.pt::state.3.exp_avg_sq", DType.F32));
        assertEquals(Optional.of(LossRole.EXP_AVG_SQ), LossRole.of("optimizer.pt::state.3.exp_avg_sq#2",
                DType.BF16));
        assertEquals(Optional.of(LossRole.PARAMETER), LossRole.of("model-00001-of-00002.safetensors::lm.weight",
                DType.F32));
        assertEquals(Optional.empty(), LossRole.of("optimizer.pt::state.3.step", DType.F32));
        assertEquals(Optional.empty(), LossRole.of("rng_state.pth::cpu_rng_state", DType.U8));
        assertEquals(Optional.of(LossRole.OTHER_FLOAT), LossRole.of("model.pt::bn.running_mean", DType.F32));
    }

    @Test
    void builtInsAndTheRulesThatAlwaysStayExact() throws Exception {
        LossProfile exact = LossProfiles.resolve("exact", List.of());
        assertTrue(exact.isExact());
        LossProfile m8 = LossProfiles.resolve("moments-8bit", List.of());
        assertEquals("quant-sqrt:bits=8,predict=ref", m8.codec(LossRole.EXP_AVG_SQ).orElseThrow().spec());
        assertTrue(m8.codec(LossRole.PARAMETER).isEmpty());
        LossProfile ag = LossProfiles.resolve("aggressive", List.of());
        assertTrue(ag.codec(LossRole.EXP_AVG_SQ).orElseThrow().codec() instanceof SqrtQuantCodec);
        assertTrue(ag.codec(LossRole.PARAMETER).orElseThrow().codec() instanceof ErrorBoundedCodec);

        ExactGlobs globs = new ExactGlobs(List.of("*lm_head*", "optimizer.pt::state.?.exp_avg"));
        assertEquals(LossDecision.LOSSY, LossRules.decide(ag, globs, "optimizer.pt::state.12.exp_avg", DType.F32,
                100).reason());
        assertEquals(LossDecision.EXACT_GLOB, LossRules.decide(ag, globs, "optimizer.pt::state.3.exp_avg",
                DType.F32, 100).reason());
        assertEquals(LossDecision.EXACT_GLOB, LossRules.decide(ag, globs, "model.safetensors::lm_head.weight",
                DType.F32, 100).reason());
        assertEquals(LossDecision.NOT_FLOAT, LossRules.decide(ag, globs, "model.safetensors::ids", DType.I64,
                100).reason());
        assertEquals(LossDecision.SCALAR, LossRules.decide(ag, globs, "model.safetensors::scale", DType.F32, 1)
                .reason());
        assertEquals(LossDecision.ALWAYS_EXACT_ROLE, LossRules.decide(ag, globs, "optimizer.pt::state.3.step",
                DType.F32, 2).reason());
        assertEquals(LossDecision.UNSUPPORTED_DTYPE, LossRules.decide(ag, globs, "model.safetensors::w", DType.F64,
                100).reason());
        assertEquals(LossDecision.PROFILE_EXACT, LossRules.decide(m8, globs, "model.safetensors::w", DType.F32,
                100).reason());
        assertTrue(LossRules.decide(exact, ExactGlobs.NONE, "optimizer.pt::state.1.exp_avg", DType.F32, 100)
                .exact());
    }

    @Test
    void unknownProfileListsTheValidNames() throws Exception {
        List<LossProfile> user = LossProfileFile.parse("p.txt", "mine.parameter = error-bounded:abs=1e-5\n");
        LossProfileException e = assertThrows(LossProfileException.class, () -> LossProfiles.resolve("nope", user));
        assertEquals("unknown loss profile 'nope' (valid: exact, moments-8bit, aggressive, excp-4bit, sz-4bit, mine)", e.getMessage());
        assertEquals("error-bounded:abs=1e-5", LossProfiles.resolve("mine", user).codec(LossRole.PARAMETER)
                .orElseThrow().spec());
    }

    @Test
    void profileFileIsReadWithItsErrorsOnOneLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("profiles.txt");
        Files.writeString(f, "# mine\n\nsmall.exp_avg = quant-absmax:bits=4   # first moment\n"
                + "small.exp_avg_sq=quant-sqrt:bits=4,block=128\nsmall.parameter = exact\n"
                + "other.parameter = error-bounded:rel=0.01\n");
        List<LossProfile> ps = LossProfileFile.read(f);
        assertEquals(List.of("small", "other"), ps.stream().map(LossProfile::name).toList());
        assertTrue(ps.get(0).codec(LossRole.PARAMETER).isEmpty());
        assertEquals("quant-sqrt:bits=4,block=128", ps.get(0).codec(LossRole.EXP_AVG_SQ).orElseThrow().spec());

        assertError("p.txt:2: unknown role 'exp_avgs' (valid: parameter, exp_avg, exp_avg_sq, other_float, each"
                + " optionally followed by .first)",
                "# x\na.exp_avgs = quant-sqrt\n");
        assertError("p.txt:1: unknown lossy codec 'zip' (valid: quant-absmax, quant-sqrt, error-bounded,"
                + " residual-quant)",
                "a.parameter = zip\n");
        assertError("p.txt:1: codec quant-absmax has no option 'bit' (valid: bits, block, predict)",
                "a.exp_avg = quant-absmax:bit=4\n");
        assertError("p.txt:1: codec quant-absmax: bits must be 8 or 4, not 3", "a.exp_avg = quant-absmax:bits=3\n");
        assertError("p.txt:1: codec error-bounded needs exactly one of abs=BOUND and rel=BOUND",
                "a.parameter = error-bounded\n");
        assertError("p.txt:1: 'exact' is a built-in profile (built-ins: exact, moments-8bit, aggressive, excp-4bit, sz-4bit); choose"
                + " another name", "exact.parameter = error-bounded:rel=0.1\n");
        assertError("p.txt:3: 'a.exp_avg' is given twice", "a.exp_avg = quant-absmax\n\na.exp_avg = exact\n");
        assertError("p.txt:1: expected PROFILE.ROLE = CODEC, got 'a.exp_avg quant-absmax'",
                "a.exp_avg quant-absmax\n");
        Files.write(f, new byte[] {(byte) 0xff, (byte) 0xfe});
        LossProfileException e = assertThrows(LossProfileException.class, () -> LossProfileFile.read(f));
        assertEquals(f + ": not UTF-8 text", e.getMessage());
        assertFalse(e.getMessage().contains("Exception"));
    }

    @Test
    void aRoleNamesTheCodecOfItsFirstSaves() throws Exception {
        List<LossProfile> ps = LossProfileFile.parse("p.txt", "r.parameter = residual-quant:prune=0.25\n"
                + "r.parameter.first = error-bounded:abs=1e-3\nr.exp_avg = quant-absmax:bits=4\n");
        LossProfile r = ps.get(0);
        assertEquals(List.of("r"), ps.stream().map(LossProfile::name).toList());
        assertEquals("residual-quant:prune=0.25", r.codec(LossRole.PARAMETER).orElseThrow().spec());
        assertEquals("error-bounded:abs=1e-3", r.firstCodec(LossRole.PARAMETER).orElseThrow().spec());
        assertTrue(r.firstCodec(LossRole.EXP_AVG).isEmpty());
        // the rules hand both to the planner: the role's codec, and the one for a tensor without an earlier save
        LossDecision d = LossRules.decide(r, ExactGlobs.NONE, "model.safetensors::w", DType.F32, 100);
        assertEquals("residual-quant:prune=0.25", d.codec().orElseThrow().spec());
        assertEquals("error-bounded:abs=1e-3", d.first().orElseThrow().spec());
        assertTrue(LossRules.decide(r, new ExactGlobs(List.of("*::w")), "model.safetensors::w", DType.F32, 100)
                .exact(), "--exact wins over a first-save codec too");

        assertError("p.txt: profile r names a first-save codec for exp_avg but no codec for exp_avg itself",
                "r.parameter = residual-quant\nr.exp_avg.first = quant-absmax:bits=4\n");
        assertError("p.txt: profile r: residual-quant codes deltas only and cannot code a first save of parameter",
                "r.parameter = residual-quant\nr.parameter.first = residual-quant\n");
        assertError("p.txt: profile r: error-bounded:abs=1e-3 and quant-sqrt:bits=4 bound exp_avg_sq in different"
                + " domains (square roots and values); give its first saves a codec of the same kind",
                "r.exp_avg_sq = quant-sqrt:bits=4\nr.exp_avg_sq.first = error-bounded:abs=1e-3\n");
        assertEquals("quant-sqrt:bits=8", LossProfileFile.parse("p.txt", "r.exp_avg_sq = quant-sqrt:bits=4,"
                + "predict=ref\nr.exp_avg_sq.first = quant-sqrt:bits=8\n").get(0).firstCodec(LossRole.EXP_AVG_SQ)
                .orElseThrow().spec());
        assertError("p.txt:2: 'r.parameter.first' is given twice",
                "r.parameter.first = error-bounded:abs=1e-3\nr.parameter.first = exact\nr.parameter = residual-quant\n");
        assertError("p.txt:1: unknown role 'params' (valid: parameter, exp_avg, exp_avg_sq, other_float, each"
                + " optionally followed by .first)", "r.params.first = error-bounded:abs=1e-3\n");
    }

    private static void assertError(String expected, String text) {
        LossProfileException e = assertThrows(LossProfileException.class, () -> LossProfileFile.parse("p.txt", text));
        assertEquals(expected, e.getMessage());
    }
}
