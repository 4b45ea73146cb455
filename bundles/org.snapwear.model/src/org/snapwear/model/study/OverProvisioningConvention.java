/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Over Provisioning Convention</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How the over-provisioning fraction relates physical capacity T to user capacity U.
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getOverProvisioningConvention()
 * @model
 * @generated
 */
public enum OverProvisioningConvention implements Enumerator {
	/**
	 * The '<em><b>Spare Over User</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * op = (T - U) / U.
	 * <!-- end-model-doc -->
	 * @see #SPARE_OVER_USER_VALUE
	 * @generated
	 * @ordered
	 */
	SPARE_OVER_USER(0, "spareOverUser", "SPARE_OVER_USER"),

	/**
	 * The '<em><b>Spare Over Total</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * op = (T - U) / T (MQSim's convention).
	 * <!-- end-model-doc -->
	 * @see #SPARE_OVER_TOTAL_VALUE
	 * @generated
	 * @ordered
	 */
	SPARE_OVER_TOTAL(1, "spareOverTotal", "SPARE_OVER_TOTAL");

	/**
	 * The '<em><b>Spare Over User</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * op = (T - U) / U.
	 * <!-- end-model-doc -->
	 * @see #SPARE_OVER_USER
	 * @model name="spareOverUser" literal="SPARE_OVER_USER"
	 * @generated
	 * @ordered
	 */
	public static final int SPARE_OVER_USER_VALUE = 0;

	/**
	 * The '<em><b>Spare Over Total</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * op = (T - U) / T (MQSim's convention).
	 * <!-- end-model-doc -->
	 * @see #SPARE_OVER_TOTAL
	 * @model name="spareOverTotal" literal="SPARE_OVER_TOTAL"
	 * @generated
	 * @ordered
	 */
	public static final int SPARE_OVER_TOTAL_VALUE = 1;

	/**
	 * An array of all the '<em><b>Over Provisioning Convention</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final OverProvisioningConvention[] VALUES_ARRAY =
		new OverProvisioningConvention[] {
			SPARE_OVER_USER,
			SPARE_OVER_TOTAL,
		};

	/**
	 * A public read-only list of all the '<em><b>Over Provisioning Convention</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<OverProvisioningConvention> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Over Provisioning Convention</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static OverProvisioningConvention get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			OverProvisioningConvention result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Over Provisioning Convention</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static OverProvisioningConvention getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			OverProvisioningConvention result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Over Provisioning Convention</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static OverProvisioningConvention get(int value) {
		switch (value) {
			case SPARE_OVER_USER_VALUE: return SPARE_OVER_USER;
			case SPARE_OVER_TOTAL_VALUE: return SPARE_OVER_TOTAL;
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
	private OverProvisioningConvention(int value, String name, String literal) {
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
	
} //OverProvisioningConvention
