/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Host Timing</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Where host transfers serialise.
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getHostTiming()
 * @model
 * @generated
 */
public enum HostTiming implements Enumerator {
	/**
	 * The '<em><b>Per Channel</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A transfer occupies its channel only (DiskSim; reproduces Table 9).
	 * <!-- end-model-doc -->
	 * @see #PER_CHANNEL_VALUE
	 * @generated
	 * @ordered
	 */
	PER_CHANNEL(0, "perChannel", "per-channel"),

	/**
	 * The '<em><b>Shared Host Bus</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A transfer also waits for one host bus shared by all channels.
	 * <!-- end-model-doc -->
	 * @see #SHARED_HOST_BUS_VALUE
	 * @generated
	 * @ordered
	 */
	SHARED_HOST_BUS(1, "sharedHostBus", "shared-host-bus");

	/**
	 * The '<em><b>Per Channel</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A transfer occupies its channel only (DiskSim; reproduces Table 9).
	 * <!-- end-model-doc -->
	 * @see #PER_CHANNEL
	 * @model name="perChannel" literal="per-channel"
	 * @generated
	 * @ordered
	 */
	public static final int PER_CHANNEL_VALUE = 0;

	/**
	 * The '<em><b>Shared Host Bus</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A transfer also waits for one host bus shared by all channels.
	 * <!-- end-model-doc -->
	 * @see #SHARED_HOST_BUS
	 * @model name="sharedHostBus" literal="shared-host-bus"
	 * @generated
	 * @ordered
	 */
	public static final int SHARED_HOST_BUS_VALUE = 1;

	/**
	 * An array of all the '<em><b>Host Timing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final HostTiming[] VALUES_ARRAY =
		new HostTiming[] {
			PER_CHANNEL,
			SHARED_HOST_BUS,
		};

	/**
	 * A public read-only list of all the '<em><b>Host Timing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<HostTiming> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Host Timing</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HostTiming get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HostTiming result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Host Timing</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HostTiming getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			HostTiming result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Host Timing</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static HostTiming get(int value) {
		switch (value) {
			case PER_CHANNEL_VALUE: return PER_CHANNEL;
			case SHARED_HOST_BUS_VALUE: return SHARED_HOST_BUS;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private HostTiming(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //HostTiming
