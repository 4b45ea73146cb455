/**
 * A small file layer over the SSD simulator for checkpoint-save streams: files are written (replacing old
 * contents), read back and deleted (= trimmed) as the snapshot schemes do; per-file save and restore times.
 */
package org.snapwear.flash.files;
