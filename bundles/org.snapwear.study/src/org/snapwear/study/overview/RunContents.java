package org.snapwear.study.overview;

import java.util.List;

/**
 * What was read: the members of the sequence and, for the member with the most tensors (the first checkpoint of a
 * Hugging Face run has no optimizer state yet), its tensors by dtype and by role.
 *
 * @param source   the sequence as the user gave it
 * @param members  one row per checkpoint, in iteration order
 * @param dtypes   tensors and bytes per dtype of one snapshot
 * @param roles    tensors and bytes per tensor role of one snapshot
 */
public record RunContents(String source, List<Member> members, List<Share> dtypes, List<Share> roles) {

    /**
     * One checkpoint of the sequence.
     *
     * @param iteration    training iteration (from the name)
     * @param path         the file or directory read
     * @param name         file or directory name
     * @param formats      reader ids of its files ({@code safetensors}, {@code pytorch-zip}, ...), distinct, in order
     * @param files        files read (1 for a single checkpoint file)
     * @param tensors      tensors in the snapshot
     * @param tensorBytes  tensor payload bytes (what the schemes compress)
     * @param totalBytes   bytes on disk, tensors and everything else
     */
    public record Member(long iteration, String path, String name, List<String> formats, int files, int tensors, long tensorBytes,
            long totalBytes) {
    }

    /** Tensors and bytes of one dtype or one role in a snapshot. */
    public record Share(String id, int tensors, long bytes) {
    }

    /** Tensor bytes of all members. */
    public long tensorBytes() {
        return members.stream().mapToLong(Member::tensorBytes).sum();
    }
}
