package org.snapwear.codec.loss;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built-in loss profiles and the lookup of a profile by name among them and a user's profile file:
 * <ul>
 * <li>{@code exact} (the default): every tensor exact;</li>
 * <li>{@code moments-8bit}: {@code exp_avg} as 8-bit absmax blocks, {@code exp_avg_sq} as 8-bit square-root
 * blocks whose codes are predicted from the previous save's (Adam's second moment keeps 95% of itself over 50
 * steps); parameters exact;</li>
 * <li>{@code aggressive}: both moments at 4 bits (the second moment's codes predicted as above), parameters
 * error-bounded at an absolute 1e-3 against their reference (on a real AdamW run 50 steps between saves a relative
 * 1e-3 leaves 80% of the parameters' bytes, an absolute 1e-3 about 17%: docs/BENCHMARKS.md);</li>
 * <li>{@code excp-4bit}: ExCP's recipe (Li et al., ICML 2024) in 4-bit codes: parameters as pruned log-codebook
 * residuals against the previous save as restored (residuals below 1/16 of their block's largest keep the
 * reference; bound 0.16 of that largest residual); a first save, which has nothing to be a residual of, is
 * error-bounded at an absolute 1e-3 (ExCP keeps its base checkpoint whole: coding it against zeros instead zeroes
 * the small weights of every block, which resumed training does not survive); {@code exp_avg} as 4-bit absmax and
 * {@code exp_avg_sq} as predicted 4-bit square-root codes, moments in blocks of 4096.</li>
 * <li>{@code sz-4bit}: parameters error-bounded in the manner of SZ (Di and Cappello, IPDPS 2016) at an absolute
 * 2e-3 against the previous save as restored (uniform codes of the residual, entropy coded: on real AdamW runs
 * fewer bytes than {@code excp-4bit}'s log codebook with an error ten times smaller), moments as in
 * {@code excp-4bit}. About a tenth of raw on real AdamW runs, with the resumed loss inside the seed-noise band
 * through three lossy restarts (docs/BENCHMARKS.md); {@code snapwear resume-check} measures it on a user's run.</li>
 * </ul>
 */
public final class LossProfiles {
    public static final String EXACT = "exact";
    public static final String MOMENTS_8BIT = "moments-8bit";
    public static final String AGGRESSIVE = "aggressive";
    public static final String EXCP_4BIT = "excp-4bit";
    public static final String SZ_4BIT = "sz-4bit";

    private LossProfiles() {
    }

    /** The built-in profiles in listing order. */
    public static List<LossProfile> builtIns() {
        return List.of(new LossProfile(EXACT, Map.of()),
                new LossProfile(MOMENTS_8BIT, Map.of(
                        LossRole.EXP_AVG, CodecChoice.parse("quant-absmax:bits=8"),
                        LossRole.EXP_AVG_SQ, CodecChoice.parse("quant-sqrt:bits=8,predict=ref"))),
                new LossProfile(AGGRESSIVE, Map.of(
                        LossRole.EXP_AVG, CodecChoice.parse("quant-absmax:bits=4"),
                        LossRole.EXP_AVG_SQ, CodecChoice.parse("quant-sqrt:bits=4,predict=ref"),
                        LossRole.PARAMETER, CodecChoice.parse("error-bounded:abs=1e-3"))),
                new LossProfile(EXCP_4BIT, Map.of(
                        LossRole.EXP_AVG, CodecChoice.parse("quant-absmax:bits=4,block=4096"),
                        LossRole.EXP_AVG_SQ, CodecChoice.parse("quant-sqrt:bits=4,block=4096,predict=ref"),
                        LossRole.PARAMETER, CodecChoice.parse("residual-quant:block=1024")),
                        Map.of(LossRole.PARAMETER, CodecChoice.parse("error-bounded:abs=1e-3"))),
                new LossProfile(SZ_4BIT, Map.of(
                        LossRole.EXP_AVG, CodecChoice.parse("quant-absmax:bits=4,block=4096"),
                        LossRole.EXP_AVG_SQ, CodecChoice.parse("quant-sqrt:bits=4,block=4096,predict=ref"),
                        LossRole.PARAMETER, CodecChoice.parse("error-bounded:abs=2e-3"))));
    }

    /** Built-ins followed by the user's profiles (names are unique: a file cannot redefine a built-in). */
    public static Map<String, LossProfile> all(List<LossProfile> user) {
        Map<String, LossProfile> out = new LinkedHashMap<>();
        for (LossProfile p : builtIns()) {
            out.put(p.name(), p);
        }
        for (LossProfile p : user) {
            out.put(p.name(), p);
        }
        return out;
    }

    /**
     * The profile called {@code name} among the built-ins and {@code user}.
     *
     * @throws LossProfileException naming the valid profiles for an unknown name
     */
    public static LossProfile resolve(String name, List<LossProfile> user) throws LossProfileException {
        Map<String, LossProfile> all = all(user);
        LossProfile p = all.get(name);
        if (p == null) {
            throw new LossProfileException("unknown loss profile '" + name + "' (valid: "
                    + String.join(", ", new ArrayList<>(all.keySet())) + ")");
        }
        return p;
    }
}
