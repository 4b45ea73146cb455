/**
 * PyTorch {@code torch.save} zip archives (.pt/.pth/.bin/.ckpt): {@code <archive>/data.pkl} is unpickled with
 * Pyrolite, persistent storage ids resolve to the {@code <archive>/data/<key>} zip entries, and every tensor
 * reachable through dicts and lists gets a dotted name. Only the globals that rebuild tensors are executed
 * (as Java code); every other global becomes an inert placeholder, so a checkpoint never runs Python code.
 */
package org.snapwear.trace.format.torch;
