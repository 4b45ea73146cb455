/**
 * The store server: answers {@code list}, {@code latest} and {@code restore} requests of a training job's Python
 * package over a Unix domain socket in the store directory ({@code STORE/.snapwear-serve.sock}, mode 0600), so a
 * job that resumes asks a running JVM instead of starting one. Each request opens the store read-only, as the
 * {@code store list} and {@code store restore} commands do, so it follows the same rules beside a writer; a restore
 * goes through the store's one restore entry.
 * <p>
 * Classes: {@code StoreServer}, {@code ServerSocketFile}, {@code ServeHandler}, {@code ServeRequest},
 * {@code ServeAnswers}.
 */
package org.snapwear.codec.serve;
