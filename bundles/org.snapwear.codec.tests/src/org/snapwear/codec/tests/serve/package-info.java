/** Tests of the store server: requests over its socket, the socket file's mode and its stale-socket rule. */
package org.snapwear.codec.tests.serve;
